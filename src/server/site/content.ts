import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/content/faq'
import type { GlossaryEntry } from '@/domain/content/glossary-search'
import type { Locale } from '@/domain/locales'

import { CONTENT_TAGS } from './revalidate'

/**
 * CMS content of the public pages, read as a visitor (no user, access enforced) and cached under
 * the collection's tag: pages are rebuilt when an editor changes the content, never per visit.
 */
export type FaqGroup = {
  category: FaqCategory
  items: { id: number; question: string; answer: string }[]
}

export const getFaq = unstable_cache(
  async (lang: Locale): Promise<FaqGroup[]> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'faq-items',
      locale: lang,
      sort: 'order',
      limit: 500,
      depth: 0,
      overrideAccess: false,
    })
    return FAQ_CATEGORIES.map((category) => ({
      category,
      items: docs
        .filter((doc) => doc.category === category)
        .map(({ id, question, answer }) => ({ id, question, answer })),
    })).filter((group) => group.items.length > 0)
  },
  ['faq'],
  { tags: [CONTENT_TAGS.faq] },
)

export const getGlossary = unstable_cache(
  async (lang: Locale): Promise<GlossaryEntry[]> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'glossary-terms',
      where: { language: { equals: lang } },
      sort: 'term',
      limit: 2000,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map(({ id, term, definition, example, category }) => ({
      id,
      term,
      definition,
      example,
      category,
    }))
  },
  ['glossary'],
  { tags: [CONTENT_TAGS.glossary] },
)
