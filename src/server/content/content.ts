import type { Payload } from 'payload'

import { FAQ_CATEGORIES, type FaqCategory } from '@/domain/content/faq'
import { pictureOf, type ImageDoc, type Picture } from '@/domain/content/images'
import type { GlossaryEntry } from '@/domain/content/glossary-search'
import type { Locale } from '@/domain/locales'
import { cachedRead } from '@/server/platform/cache/cached-read'

import { CONTENT_TAGS } from './revalidate'

/**
 * CMS content of the public pages, read as a visitor (no user, access enforced) and cached under
 * the collection's tag: pages are rebuilt when an editor changes the content, never per visit.
 */
export type FaqGroup = {
  category: FaqCategory
  items: { id: number; question: string; answer: string }[]
}

export const getFaq = cachedRead(
  async (payload: Payload, lang: Locale): Promise<FaqGroup[]> => {
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
  'faq',
  { tags: [CONTENT_TAGS.faq] },
)

export const getGlossary = cachedRead(
  async (payload: Payload, lang: Locale): Promise<GlossaryEntry[]> => {
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
  'glossary',
  { tags: [CONTENT_TAGS.glossary] },
)

/** How often the blog's pages are rebuilt at most, so scheduled posts appear on time. */
export const POSTS_REFRESH_SECONDS = 60

export type PostSummary = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  author: string
  publishedAt: string | null
  cover: Picture | null
}

// Posts show their cover pictures: a changed picture or alt text rebuilds the blog's pages too.
const POST_TAGS = [CONTENT_TAGS.posts, CONTENT_TAGS.images]

/** Published posts, newest first (visitors never read drafts: the collection's access rule). */
export const getPosts = cachedRead(
  async (payload: Payload, lang: Locale): Promise<PostSummary[]> => {
    const { docs } = await payload.find({
      collection: 'posts',
      locale: lang,
      sort: '-publishedAt',
      limit: 100,
      depth: 1,
      overrideAccess: false,
    })
    return docs.map(({ id, slug, title, excerpt, author, publishedAt, cover }) => ({
      id,
      slug,
      title,
      excerpt: excerpt ?? null,
      author,
      publishedAt: publishedAt ?? null,
      cover: pictureOf(cover as ImageDoc | number | null | undefined, 'card'),
    }))
  },
  'posts',
  // A scheduled post appears within a minute of its date, without anyone editing anything.
  { tags: POST_TAGS, revalidate: POSTS_REFRESH_SECONDS },
)

/** One published post with its content, or null. */
export const getPost = cachedRead(
  async (payload: Payload, lang: Locale, slug: string) => {
    const { docs } = await payload.find({
      collection: 'posts',
      locale: lang,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  'post',
  { tags: POST_TAGS, revalidate: POSTS_REFRESH_SECONDS },
)

/**
 * The latest version of a post or case study, draft included, for an editor previewing it (never
 * cached; read as that editor, so access still applies).
 */
export const getLatestDraft = async <C extends 'posts' | 'case-studies'>(
  payload: Payload,
  collection: C,
  lang: Locale,
  slug: string,
  headers: Headers,
) => {
  const { user } = await payload.auth({ headers })
  if (!user) return null
  const { docs } = await payload.find({
    collection,
    locale: lang,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: true,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
