import type { Payload } from 'payload'

import type { User } from '@payload-types'
import type { LegalKey } from '@/domain/content/legal-pages'
import type { Locale } from '@/domain/locales'
import { cachedRead } from '@/server/platform/cache/cached-read'

import { type LegalContent, legalDefaults } from './legal-defaults'
import { CONTENT_TAGS } from './revalidate'

/** A legal page in `lang` as `user` may read it (a visitor when none): its draft if asked. */
const readLegalPage = async (
  payload: Payload,
  lang: Locale,
  key: LegalKey,
  reader: { user?: User; draft?: boolean } = {},
) => {
  const { docs } = await payload.find({
    collection: 'legal-pages',
    locale: lang,
    where: { page: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    ...reader,
  })
  return docs[0]
}

/**
 * A legal page's published text in `lang`, read as a visitor and cached until an editor changes
 * it; today's text while none is published (a database not seeded).
 */
export const getLegalPage = cachedRead(
  async (payload: Payload, lang: Locale, key: LegalKey): Promise<LegalContent> =>
    (await readLegalPage(payload, lang, key)) ?? legalDefaults(lang, key),
  'legal-page',
  { tags: [CONTENT_TAGS.legalPages] },
)

/**
 * A legal page's latest draft for an editor previewing it (never cached). Read as the signed-in
 * user, so anyone else gets the published text (the collection's read rule), never the draft.
 */
export const getLegalPageDraft = async (
  payload: Payload,
  lang: Locale,
  key: LegalKey,
  headers: Headers,
): Promise<LegalContent> => {
  const { user } = await payload.auth({ headers })
  if (!user) return getLegalPage(payload, lang, key)
  return (
    (await readLegalPage(payload, lang, key, { user, draft: true })) ??
    getLegalPage(payload, lang, key)
  )
}
