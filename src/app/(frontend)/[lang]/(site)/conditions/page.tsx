import { legalMetadata, legalPage } from '@/features/site/pages/legal-page'

export const generateMetadata = legalMetadata('terms', '/conditions')

export default legalPage('terms')
