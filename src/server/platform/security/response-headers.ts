import { API_POLICY } from './content-security-policy'

type Header = { key: string; value: string }

/**
 * Headers of every response, pages, API and files alike (next.config.ts `headers()`). The
 * Content-Security-Policy is not here: it differs per kind of page (content-security-policy.ts).
 *
 * HSTS goes with every production build: browsers ignore it on a plain-http response (so a local
 * `npm start` is unaffected), and behind a TLS-terminating proxy the app cannot see the scheme the
 * visitor used.
 */
const everyResponse = (production: boolean): Header[] => [
  ...(production
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
]

/**
 * Headers that only a document reads (whether it may be framed, which windows share its
 * process): not repeated on the build's immutable files under /_next/static (scripts, styles,
 * images), where a page's dozen requests each carried them for nothing.
 */
const documentOnly: Header[] = [
  // frame-ancestors 'none' says the same to browsers that read CSP; this is for the others.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** The rules for next.config.ts `headers()`. */
export const securityHeaderRules = (production: boolean) => [
  { source: '/:path*', headers: everyResponse(production) },
  { source: '/:path((?!_next/static/).*)', headers: documentOnly },
  // A route handler's own header of the same name is dropped by Next: this one always wins.
  { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] },
]
