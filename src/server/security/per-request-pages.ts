/**
 * The areas whose pages Next.js renders per request (ƒ in the build output): they get a nonce
 * policy from the proxy. Every other page is prerendered and gets its policy from the cache entry
 * it is served from (static-page-csp-cache-handler.mjs); a page listed here by mistake would get
 * both and be blocked, one missing would have none: the e2e suite fails on either.
 */
const PER_REQUEST_AREAS = ['/admin', '/espace-client', '/login', '/auth/signup', '/first-setup']

/** Whether a path (without its /en prefix) is a page rendered per request. */
export const isRenderedPerRequest = (path: string): boolean =>
  PER_REQUEST_AREAS.some((area) => path === area || path.startsWith(`${area}/`))

/** Payload's panel, rendered per request too, with a policy of its own. */
export const isCmsPanel = (pathname: string): boolean =>
  pathname === '/cms' || pathname.startsWith('/cms/')
