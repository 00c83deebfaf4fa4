import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales'

/**
 * Every page has one URL per language: French (the default) at its French path, English under
 * /en. These helpers move between the two; they are used by the proxy, links and redirects.
 */
export const localePrefix = (lang: Locale): string => (lang === DEFAULT_LOCALE ? '' : `/${lang}`)

/** `/faq` in English is `/en/faq`; `/` in English is `/en`. */
export const localizePath = (path: string, lang: Locale): string => {
  const prefix = localePrefix(lang)
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The language a pathname names by its first segment, and the path without it. */
export const splitLocale = (pathname: string): { lang: Locale | null; path: string } => {
  const [, first = '', ...rest] = pathname.split('/')
  if (!isLocale(first)) return { lang: null, path: pathname || '/' }
  return { lang: first, path: `/${rest.join('/')}` }
}

/** Areas that only exist in French: the back office is in French. */
export const FRENCH_ONLY_AREAS = ['/admin'] as const

export const isFrenchOnly = (path: string): boolean =>
  FRENCH_ONLY_AREAS.some((area) => path === area || path.startsWith(`${area}/`))

/**
 * Where to go back to after signing in: only a path of this site (never `//host` or a URL), so
 * a crafted link cannot send a user elsewhere.
 */
export const safeNextPath = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null
  try {
    const url = new URL(value, 'http://localhost')
    return url.host === 'localhost' ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}
