import { legalMetadata, legalPage } from '@/features/site/pages/legal-page'

export const generateMetadata = legalMetadata('privacy')

export default legalPage('privacy')
