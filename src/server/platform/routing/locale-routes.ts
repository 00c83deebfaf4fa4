// Imported by next.config.ts, whose loader resolves relative imports only.
import { DEFAULT_LOCALE, LOCALES } from '../../../domain/locales'
import { FRENCH_ONLY_AREAS } from '../../../domain/web/locale-path'
import { LANG_COOKIE } from '../../../i18n/config'
import { DRAFT_PREVIEW_POLICY, STATIC_PAGE_POLICY } from '../security/content-security-policy'
import { PER_REQUEST_AREAS } from '../security/per-request-pages'

/**
 * The language routing of every page, as Next.js route config (next.config.ts `rewrites`,
 * `redirects`, `headers`), so that a prerendered page is served without running the proxy. French
 * pages live at their French paths and English ones under /en; inside the app every page sits under
 * a [lang] segment, so a French path is rewritten to /fr/... Sources are path-to-regexp patterns.
 */

const alternatives = (names: readonly string[]) => `(?:${names.join('|')})`
const OTHER_LOCALES = LOCALES.filter((lang) => lang !== DEFAULT_LOCALE)
// Not pages: the API, the CMS panel, Next's own files, and any file with an extension.
const NOT_PAGES = ['api', 'cms', '_next']
const NO_FILE = '(?!.*\\.[a-zA-Z0-9]+$)'
/** A path starting with one of `segments` (`admin` is /admin and /admin/..., not /administration). */
const startingWith = (segments: readonly string[]) => `${alternatives(segments)}(?:/|$)`
const segmentsOf = (areas: readonly string[]) => areas.map((area) => area.slice(1))

/** Paths of French pages after the leading slash (not / itself). */
const FRENCH_PAGE = `(?!${startingWith([...LOCALES, ...NOT_PAGES])})${NO_FILE}.+`

export const localeRewrites = () => [
  { source: '/', destination: `/${DEFAULT_LOCALE}` },
  { source: `/:path(${FRENCH_PAGE})`, destination: `/${DEFAULT_LOCALE}/:path` },
]

/** The French pages a visitor who chose `lang` with the flag menu (its cookie) is sent from. */
const chosenLanguage = (lang: string) => ({
  has: [{ type: 'cookie' as const, key: LANG_COOKIE, value: lang }],
  sources: ['/', `/:path((?!${startingWith(segmentsOf(FRENCH_ONLY_AREAS))})${FRENCH_PAGE})`],
})

/**
 * 308 for addresses that are never right (/fr/x, /en/admin); 307 to the language the visitor
 * chose, which no browser keeps: a 307 without an expiry is never stored, and the choice can change.
 */
export const localeRedirects = () => [
  // The imprint under the name English readers type; its page, like every page, is at the French path.
  { source: '/en/legal-notice', destination: '/en/mentions-legales', permanent: true },
  { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
  { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
  ...OTHER_LOCALES.flatMap((lang) => {
    const {
      has,
      sources: [home, page],
    } = chosenLanguage(lang)
    return [
      ...FRENCH_ONLY_AREAS.map((area) => ({
        source: `/${lang}${area}/:path*`,
        destination: `${area}/:path*`,
        permanent: true,
      })),
      { source: home!, has, destination: `/${lang}`, permanent: false },
      { source: page!, has, destination: `/${lang}/:path`, permanent: false },
    ]
  }),
]

/** Every page but those rendered per request, which the proxy gives a nonce policy. */
const PRERENDERED_PAGE = `/((?!(?:${alternatives(OTHER_LOCALES)}/)?${startingWith(
  segmentsOf(PER_REQUEST_AREAS),
)})(?!${startingWith(NOT_PAGES)})${NO_FILE}.*)`

/** The prerendered pages' policy, and their streaming when a draft preview renders them. */
export const pageHeaderRules = () => [
  {
    source: PRERENDERED_PAGE,
    headers: [{ key: 'Content-Security-Policy', value: STATIC_PAGE_POLICY }],
  },
  {
    source: PRERENDERED_PAGE,
    // Next.js's draft-mode cookie (`draftMode().enable()` in /preview): the page is rendered per
    // request and streams, so the production front passes it on as it comes; the CMS panel's live
    // preview frames it, from the same origin only (these replace the headers of the rules before).
    has: [{ type: 'cookie' as const, key: '__prerender_bypass' }],
    headers: [
      { key: 'X-Accel-Buffering', value: 'no' },
      { key: 'Content-Security-Policy', value: DRAFT_PREVIEW_POLICY },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ],
  },
]
