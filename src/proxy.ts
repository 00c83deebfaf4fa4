import { NextResponse, type NextRequest } from 'next/server'

import { safeNextPath, splitLocale } from '@/domain/web/locale-path'
import { PATH_HEADER } from '@/i18n/config'
import {
  cmsPanelPolicy,
  createNonce,
  requestPagePolicy,
} from '@/server/platform/security/content-security-policy'
import { refuseForeignOrigin } from '@/server/platform/security/origin-guard'
import { isCmsPanel, isRenderedPerRequest } from '@/server/platform/security/per-request-pages'

const CSP = 'Content-Security-Policy'

/**
 * A response that carries the policy of a page rendered per request: Next.js reads the nonce from
 * the request's policy and puts it on the scripts it renders. Such a page streams (React's
 * Suspense), so the production front (deploy/nginx-front.conf.template), which otherwise reads a
 * response whole before compressing it, passes it on as it comes.
 */
const withPolicy = (policy: string, headers: Headers) => {
  headers.set(CSP, policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set(CSP, policy)
  response.headers.set('X-Accel-Buffering', 'no')
  return response
}

/**
 * Runs only where a request needs more than the route config (next.config.ts: language routing,
 * the prerendered pages' policy): first a clear 403 for a page's mutation (a server action) from
 * an origin not allowed (/api does its own); then a fresh nonce policy for the pages rendered per
 * request, the CMS panel included, with the path the browser asked for (the guards' "back after
 * sign-in" link).
 */
export function proxy(request: NextRequest) {
  const refused = refuseForeignOrigin(request)
  if (refused) return refused
  const { pathname, search } = request.nextUrl
  const headers = new Headers(request.headers)
  // The panel's own sign-in form has no second step: staff sign in on the product's page, which
  // asks for the code (or the enrolment), then come back to the panel.
  if (pathname === '/cms/login') {
    const next = safeNextPath(request.nextUrl.searchParams.get('redirect')) ?? '/cms'
    const login = new URL(`/login?next=${encodeURIComponent(next)}`, request.url)
    return NextResponse.redirect(login)
  }
  if (isCmsPanel(pathname)) return withPolicy(cmsPanelPolicy(createNonce()), headers)
  // A server action posted to a prerendered page: its origin was all there was to check.
  if (!isRenderedPerRequest(splitLocale(pathname).path)) return NextResponse.next()
  headers.set(PATH_HEADER, `${pathname}${search}`)
  return withPolicy(requestPagePolicy(createNonce()), headers)
}

export const config = {
  // Literal, as Next.js requires: the areas of PER_REQUEST_AREAS (tests/e2e/security-headers
  // checks each one's policy), the CMS panel, and any server action.
  matcher: [
    '/((?:en/)?(?:admin|espace-client|login|auth/signup|first-setup|reset-password)(?:/.*)?)',
    '/cms',
    '/cms/:path*',
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
  ],
}
