import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LOCALE, isLocale } from '@/domain/locales'
import { isFrenchOnly, localizePath, splitLocale } from '@/domain/web/locale-path'
import { LANG_COOKIE, PATH_HEADER } from '@/i18n/config'

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
 * Language routing. French pages live at the spec's routes and English ones under /en; inside
 * the app every page sits under a [lang] segment, so a French path is rewritten to /fr/...
 * A visitor who chose English (the `lang` cookie the flag menu sets) is sent to the English URL.
 * The original path travels in a request header for the guards' "back after sign-in" link.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
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
  if (lang) return NextResponse.next({ request: { headers } })
  const url = request.nextUrl.clone()
  url.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Everything but Payload (/api, /cms), Next's own files and files with an extension.
  matcher: ['/((?!api/|api$|cms/|cms$|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
}
