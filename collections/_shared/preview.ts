import type { CollectionAdminOptions, GlobalAdminOptions } from 'payload'

import { isLocale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { env } from '@/server/config/env'

/**
 * The panel's Preview button: the draft on the site (through /preview, which grants draft mode
 * to editors only), in the language being edited. `kind` names a page other than a post's.
 */
export const previewOnSite =
  (kind?: 'case-study'): CollectionAdminOptions['preview'] =>
  (doc, { locale }) =>
    typeof doc.slug === 'string'
      ? `${env.serverUrl}${localizePath('/preview', isLocale(locale) ? locale : 'fr')}?slug=${doc.slug}${kind ? `&kind=${kind}` : ''}`
      : null

/** The same for a page held in a global (`kind` names it for /preview): no slug to pass. */
export const previewGlobalOnSite =
  (kind: 'home'): GlobalAdminOptions['preview'] =>
  (_doc, { locale }) =>
    `${env.serverUrl}${localizePath('/preview', isLocale(locale) ? locale : 'fr')}?kind=${kind}`
