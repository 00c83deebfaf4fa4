import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { notFoundTexts } from '@/features/site/pages/not-found-texts'

/** Unknown public paths get the 404 inside the site's header and footer. */
const NotFound = () => <NotFoundPage texts={notFoundTexts()} />

export default NotFound
