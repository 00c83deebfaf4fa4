import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { notFoundTexts } from '@/features/site/pages/not-found-texts'

/**
 * The 404 of a page that calls notFound() outside the public site (a back-office record that does
 * not exist), shown without its area's layout. No theme script: those pages run only scripts that
 * carry the request's nonce, which a not-found file cannot read without making every page dynamic;
 * the page applies the theme once mounted.
 */
const NotFound = () => <NotFoundPage texts={notFoundTexts()} />

export default NotFound
