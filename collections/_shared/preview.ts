import type { CollectionAdminOptions, GlobalAdminOptions } from 'payload'

import { isLegalKey } from '@/domain/content/legal-pages'
import { isLocale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { env } from '@/server/platform/config/env'

/** /preview on the site, in the language being edited (French when the panel names none). */
const previewUrl = (locale: string | undefined, query: string) =>
  `${env.serverUrl}${localizePath('/preview', isLocale(locale) ? locale : 'fr')}?${query}`

/**
 * The panel's Preview button: the draft on the site (through /preview, which grants draft mode
 * to editors only), in the language being edited. `kind` names a page other than a post's.
 */
export const previewOnSite =
  (kind?: 'case-study'): CollectionAdminOptions['preview'] =>
  (doc, { locale }) =>
    typeof doc.slug === 'string'
      ? previewUrl(locale, `slug=${doc.slug}${kind ? `&kind=${kind}` : ''}`)
      : null

/** The same for a page held in a global (`kind` names it for /preview): no slug to pass. */
export const previewGlobalOnSite =
  (kind: 'home'): GlobalAdminOptions['preview'] =>
  (_doc, { locale }) =>
    previewUrl(locale, `kind=${kind}`)

/** The same for a legal page: its key (`page`) names its address. */
export const previewLegalOnSite: CollectionAdminOptions['preview'] = (doc, { locale }) =>
  isLegalKey(doc.page) ? previewUrl(locale, `kind=legal&page=${doc.page}`) : null
