import type { CollectionAdminOptions, LivePreviewConfig } from 'payload'

import { isLegalKey } from '@/domain/content/legal-pages'
import { isLocale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { env } from '@/server/platform/config/env'

/** What /preview needs to find a document's page (see its route), or null while it names none. */
type PreviewQuery = (doc: Record<string, unknown>) => Record<string, string> | null

/** A post (no kind) or a case study: its slug names its page. */
export const pageBySlug =
  (kind?: 'case-study'): PreviewQuery =>
  (doc) =>
    typeof doc.slug === 'string' ? { slug: doc.slug, ...(kind ? { kind } : {}) } : null

/** A legal page: its key (`page`) names its address. */
export const legalPage: PreviewQuery = (doc) =>
  isLegalKey(doc.page) ? { kind: 'legal', page: doc.page } : null

/** The home, held in a global. */
export const homePage: PreviewQuery = () => ({ kind: 'home' })

/** /preview on the site, in the language being edited (French when the panel names none). */
const previewPath = (locale: string | undefined, query: Record<string, string>) =>
  `${localizePath('/preview', isLocale(locale) ? locale : 'fr')}?${new URLSearchParams(query)}`

/** The live preview's widths: a phone's and a desktop's, the two the site is designed for. */
const BREAKPOINTS = [
  { name: 'phone', label: '390 px', width: 390, height: 844 },
  { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
]

/**
 * The panel's two previews of a document's draft on the site, both through /preview (which grants
 * draft mode to editors only), in the language being edited:
 * - `preview`, the Preview button: a new tab at the site's address;
 * - `livePreview`, Payload's pane beside the form: the page framed at the panel's own origin
 *   (relative, whatever name the editor reached it by), refreshed as each change is saved
 *   (autosave; the page's LivePreviewRefresh).
 */
export const previewsOf = (query: PreviewQuery) => ({
  preview: ((doc, { locale }) => {
    const found = query(doc)
    return found ? `${env.serverUrl}${previewPath(locale, found)}` : null
  }) satisfies CollectionAdminOptions['preview'],
  livePreview: {
    url: ({ data, locale }) => {
      const found = query(data)
      return found ? previewPath(locale?.code, found) : null
    },
    breakpoints: BREAKPOINTS,
  } satisfies LivePreviewConfig,
})
