import { NotFoundPage } from '@/features/site/pages/not-found-page'

/** Unknown public paths get the 404 inside the site's header and footer. */
export default NotFoundPage
