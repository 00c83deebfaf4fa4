import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { LegalKey } from '@/domain/content/legal-pages'
import type { Locale } from '@/domain/locales'

import { type LegalContent, legalDefaults } from './legal-defaults'
import { CONTENT_TAGS } from './revalidate'

/**
 * A legal page's published text in `lang`, read as a visitor and cached until an editor changes
 * it; today's text while none is published (a database not seeded).
 */
export const getLegalPage = unstable_cache(
  async (lang: Locale, key: LegalKey): Promise<LegalContent> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'legal-pages',
      locale: lang,
      where: { page: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    return docs[0] ?? legalDefaults(lang, key)
  },
  ['legal-page'],
  { tags: [CONTENT_TAGS.legalPages] },
)
