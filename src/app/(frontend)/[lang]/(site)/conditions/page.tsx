import { legalMetadata, legalPage } from '@/features/site/pages/legal-page'

export const generateMetadata = legalMetadata('terms')

export default legalPage('terms')
