import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { notFoundTexts } from '@/features/site/pages/not-found-texts'

/**
 * The 404 of a page that calls notFound() outside the public site and the back office (which has
 * its own, admin/not-found.tsx): an unknown portal address, shown without the portal's layout. No theme script: those pages run only scripts that
 * carry the request's nonce, which a not-found file cannot read without making every page dynamic;
 * the page applies the theme once mounted.
 */
const NotFound = () => <NotFoundPage texts={notFoundTexts()} />

export default NotFound
