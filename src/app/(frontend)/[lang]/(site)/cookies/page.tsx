import { legalMetadata, legalPage } from '@/features/site/pages/legal-page'

export const generateMetadata = legalMetadata('cookies')

export default legalPage('cookies')
