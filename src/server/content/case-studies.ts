import type { Payload, Where } from 'payload'

import { pictureOf, type ImageDoc, type Picture } from '@/domain/content/images'
import type { Locale } from '@/domain/locales'
import { cachedRead } from '@/server/platform/cache/cached-read'
import type { CaseStudy } from '@payload-types'

import { getLatestDraft } from './content'
import { CONTENT_TAGS } from './revalidate'

export type CaseStudySummary = {
  id: number
  slug: string
  title: string
  sector: string
  summary: string
  weeks: number | null
  figures: { value: string; label: string }[]
  picture: Picture | null
}

// The wide size (1600 px): next/image resizes it for each screen, sharp on a retina one too.
const summaryOf = (doc: CaseStudy): CaseStudySummary => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  sector: doc.sector,
  summary: doc.summary,
  weeks: doc.weeks ?? null,
  figures: (doc.figures ?? []).map(({ value, label }) => ({ value, label })),
  picture: pictureOf(doc.image as ImageDoc | number | null | undefined, 'wide'),
})

/** Published case studies (visitors never read drafts: the collection's read rule), by order. */
const findPublished = async (payload: Payload, lang: Locale, where: Where) => {
  const { docs } = await payload.find({
    collection: 'case-studies',
    locale: lang,
    where,
    sort: 'order',
    limit: 50,
    depth: 1,
    overrideAccess: false,
  })
  return docs
}

// Pages built from case studies show their pictures: a changed alt text rebuilds them too.
const TAGS = [CONTENT_TAGS.caseStudies, CONTENT_TAGS.images]

/** The home's case studies: the featured ones. */
export const getFeaturedCaseStudies = cachedRead(
  async (payload: Payload, lang: Locale) =>
    (await findPublished(payload, lang, { featured: { equals: true } })).map((doc) =>
      summaryOf(doc),
    ),
  'featured-case-studies',
  { tags: TAGS },
)

/** Every published case study's slug: their pages are prerendered. */
export const getCaseStudySlugs = cachedRead(
  async (payload: Payload) => (await findPublished(payload, 'fr', {})).map(({ slug }) => slug),
  'case-study-slugs',
  { tags: TAGS },
)

/** A case study's page: its summary, story, links and SEO group. */
const detailsOf = (doc: CaseStudy) => ({
  ...summaryOf(doc),
  client: doc.client ?? null,
  body: doc.body ?? null,
  link: doc.link ?? null,
  seo: doc.seo ?? null,
  image: doc.image,
})

/** One published case study with its story and links, or null. */
export const getCaseStudy = cachedRead(
  async (payload: Payload, lang: Locale, slug: string) => {
    const [doc] = await findPublished(payload, lang, { slug: { equals: slug } })
    return doc ? detailsOf(doc) : null
  },
  'case-study',
  { tags: TAGS },
)

/** A case study's latest draft, for an editor previewing it (see getLatestDraft). */
export const getCaseStudyDraft = async (
  payload: Payload,
  lang: Locale,
  slug: string,
  headers: Headers,
) => {
  const doc = await getLatestDraft(payload, 'case-studies', lang, slug, headers)
  return doc ? detailsOf(doc) : null
}
