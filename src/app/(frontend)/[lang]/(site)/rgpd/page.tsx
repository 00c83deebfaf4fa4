import { legalMetadata, legalPage } from '@/features/site/pages/legal-page'

export const generateMetadata = legalMetadata('gdpr', '/rgpd')

export default legalPage('gdpr')
