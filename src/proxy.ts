import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LOCALE, isLocale } from '@/domain/locales'
import { isFrenchOnly, localizePath, splitLocale } from '@/domain/web/locale-path'
import { LANG_COOKIE, PATH_HEADER } from '@/i18n/config'
import {
  cmsPanelPolicy,
  createNonce,
  requestPagePolicy,
  STATIC_PAGE_POLICY,
} from '@/server/security/content-security-policy'
import { asksForDraftPreview } from '@/server/security/draft-preview'
import { refuseForeignOrigin } from '@/server/security/origin-guard'
import { isCmsPanel, isRenderedPerRequest } from '@/server/security/per-request-pages'

const CSP = 'Content-Security-Policy'

/**
 * 308 for addresses that are never right (/fr/x, /en/admin); 307 for the language preference,
 * which a browser must not remember: a permanent redirect would outlive a change of language.
 */
const redirectTo = (request: NextRequest, pathname: string, status: 307 | 308) => {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  const response = NextResponse.redirect(url, status)
  if (status === 307) response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * A response that carries the policy of a page rendered per request: Next.js reads the nonce from
 * the request's policy and puts it on the scripts it renders. Such a page streams (React's
 * Suspense), so the production front (deploy/nginx-front.conf.template), which otherwise reads a
 * response whole before compressing it, passes it on as it comes.
 */
const withPolicy = (
  policy: string,
  headers: Headers,
  respond: (init: { request: { headers: Headers } }) => NextResponse,
) => {
  headers.set(CSP, policy)
  const response = respond({ request: { headers } })
  response.headers.set(CSP, policy)
  response.headers.set('X-Accel-Buffering', 'no')
  return response
}

/**
 * Language routing. French pages live at the spec's routes and English ones under /en; inside
 * the app every page sits under a [lang] segment, so a French path is rewritten to /fr/...
 * A visitor who chose English (the `lang` cookie the flag menu sets) is sent to the English URL.
 * The original path travels in a request header for the guards' "back after sign-in" link.
 *
 * Also the Content-Security-Policy of every page: a nonce for those rendered per request, the
 * CMS panel included, and the prerendered pages' fixed policy for the others. And first, a clear
 * 403 for a page's mutation (a server action) from an origin not allowed; /api does its own.
 */
export function proxy(request: NextRequest) {
  const refused = refuseForeignOrigin(request)
  if (refused) return refused
  const { pathname, search } = request.nextUrl
  if (isCmsPanel(pathname)) {
    return withPolicy(cmsPanelPolicy(createNonce()), new Headers(request.headers), (init) =>
      NextResponse.next(init),
    )
  }
  const { lang, path } = splitLocale(pathname)

  // One URL per page: /fr/x is /x, and the back office has no English URL.
  if (lang === DEFAULT_LOCALE || (lang && isFrenchOnly(path))) return redirectTo(request, path, 308)

  const preferred = request.cookies.get(LANG_COOKIE)?.value
  if (
    !lang &&
    request.method === 'GET' &&
    isLocale(preferred) &&
    preferred !== DEFAULT_LOCALE &&
    !isFrenchOnly(path)
  ) {
    return redirectTo(request, localizePath(path, preferred), 307)
  }

  const headers = new Headers(request.headers)
  headers.set(PATH_HEADER, `${pathname}${search}`)
  const url = request.nextUrl.clone()
  url.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`
  const respond = (init: { request: { headers: Headers } }) =>
    lang ? NextResponse.next(init) : NextResponse.rewrite(url, init)
  if (isRenderedPerRequest(path)) {
    return withPolicy(requestPagePolicy(createNonce()), headers, respond)
  }
  // The public pages' layout has no nonce to read: they keep their policy in a draft preview and
  // in `next dev`, which render them per request.
  const response = respond({ request: { headers } })
  response.headers.set(CSP, STATIC_PAGE_POLICY)
  if (asksForDraftPreview(request)) response.headers.set('X-Accel-Buffering', 'no')
  return response
}

export const config = {
  // Everything but Payload's API (/api), Next's own files and files with an extension. /api
  // checks origins in its route handler: Next.js cuts a proxied request's body at 10 MB.
  matcher: ['/((?!api/|api$|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
}
