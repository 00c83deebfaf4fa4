import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LOCALE, isLocale } from '@/domain/locales'
import { isFrenchOnly, localizePath, splitLocale } from '@/domain/web/locale-path'
import { LANG_COOKIE, PATH_HEADER } from '@/i18n/config'

const redirectTo = (request: NextRequest, pathname: string) => {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.redirect(url, 308)
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
  if (lang === DEFAULT_LOCALE || (lang && isFrenchOnly(path))) return redirectTo(request, path)

  const preferred = request.cookies.get(LANG_COOKIE)?.value
  if (
    !lang &&
    request.method === 'GET' &&
    isLocale(preferred) &&
    preferred !== DEFAULT_LOCALE &&
    !isFrenchOnly(path)
  ) {
    return redirectTo(request, localizePath(path, preferred))
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
