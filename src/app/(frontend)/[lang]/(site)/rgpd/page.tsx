import { legalMetadata, legalPage } from '@/features/site/pages/legal-page'

export const generateMetadata = legalMetadata('gdpr')

export default legalPage('gdpr')
