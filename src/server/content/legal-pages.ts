import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { User } from '@payload-types'
import type { LegalKey } from '@/domain/content/legal-pages'
import type { Locale } from '@/domain/locales'

import { type LegalContent, legalDefaults } from './legal-defaults'
import { CONTENT_TAGS } from './revalidate'

/** A legal page in `lang` as `user` may read it (a visitor when none): its draft if asked. */
const readLegalPage = async (
  lang: Locale,
  key: LegalKey,
  reader: { user?: User; draft?: boolean } = {},
) => {
  const payload = await getPayload({ config })
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
export const getLegalPage = unstable_cache(
  async (lang: Locale, key: LegalKey): Promise<LegalContent> =>
    (await readLegalPage(lang, key)) ?? legalDefaults(lang, key),
  ['legal-page'],
  { tags: [CONTENT_TAGS.legalPages] },
)

/**
 * A legal page's latest draft for an editor previewing it (never cached). Read as the signed-in
 * user, so anyone else gets the published text (the collection's read rule), never the draft.
 */
export const getLegalPageDraft = async (
  lang: Locale,
  key: LegalKey,
  headers: Headers,
): Promise<LegalContent> => {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers })
  if (!user) return getLegalPage(lang, key)
  return (await readLegalPage(lang, key, { user, draft: true })) ?? getLegalPage(lang, key)
}
