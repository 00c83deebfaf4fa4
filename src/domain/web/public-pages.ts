/**
 * The public pages, each with its French route (English under /en): the sitemap page, sitemap.xml
 * and the footer agree because they all read this list.
 */
export const PUBLIC_PAGES = [
  { key: 'home', path: '/' },
  { key: 'startProject', path: '/demarrer-projet' },
  { key: 'blog', path: '/blog' },
  { key: 'faq', path: '/faq' },
  { key: 'glossary', path: '/glossaire' },
  { key: 'support', path: '/support' },
  { key: 'privacy', path: '/confidentialite' },
  { key: 'terms', path: '/conditions' },
  { key: 'gdpr', path: '/rgpd' },
  { key: 'cookies', path: '/cookies' },
  { key: 'imprint', path: '/mentions-legales' },
] as const

export type PublicPageKey = (typeof PUBLIC_PAGES)[number]['key']

/** The French route of a public page (a legal page's key is its public page's). */
export const publicPath = (key: PublicPageKey): string =>
  PUBLIC_PAGES.find((page) => page.key === key)!.path

/** Account pages listed on the sitemap page for visitors, not offered to search engines. */
export const ACCOUNT_PAGES = [
  { key: 'login', path: '/login' },
  { key: 'signup', path: '/auth/signup' },
] as const
