import { legalMetadata, legalPage } from '@/features/site/pages/legal-page'

export const generateMetadata = legalMetadata('privacy', '/confidentialite')

export default legalPage('privacy')
