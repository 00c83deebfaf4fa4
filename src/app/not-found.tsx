import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { notFoundTexts } from '@/features/site/pages/not-found-texts'

/**
 * The product's 404 at the app's root. The pages' own is [lang]/not-found.tsx; without this file,
 * Next.js puts its built-in 404 markup in the RSC payload of every page, at the root and again at
 * the (frontend) group.
 */
const RootNotFound = () => <NotFoundPage texts={notFoundTexts()} />

export default RootNotFound
