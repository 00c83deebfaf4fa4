/**
 * The areas whose pages Next.js renders per request (ƒ in the build output): they get a nonce
 * policy from the proxy (whose matcher lists them too), and their layouts put the nonce on their
 * own script. Every other page is prerendered and gets the fixed policy from the route config; a
 * page in the wrong list has its theme script blocked: the e2e suite fails on any violation.
 */
export const PER_REQUEST_AREAS = [
  '/admin',
  '/espace-client',
  '/login',
  '/auth/signup',
  '/first-setup',
  '/reset-password',
]

/** Whether a path (without its /en prefix) is a page rendered per request. */
export const isRenderedPerRequest = (path: string): boolean =>
  PER_REQUEST_AREAS.some((area) => path === area || path.startsWith(`${area}/`))

/** Payload's panel, rendered per request too, with a policy of its own. */
export const isCmsPanel = (pathname: string): boolean =>
  pathname === '/cms' || pathname.startsWith('/cms/')
