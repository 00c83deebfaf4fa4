import type { Payload } from 'payload'

import { richTextOf, sectionNodes } from '@/domain/content/rich-text'

import { postsSeed, type PostSeed } from './content/posts'
import { createSeedImage } from './images'

// System code: demo content is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const
const DAY = 24 * 3_600_000

const textsOf = ({ title, excerpt, sections }: PostSeed['fr']) => ({
  title,
  excerpt,
  content: richTextOf(sections.flatMap(sectionNodes)),
})

const createPost = async (payload: Payload, seed: PostSeed) => {
  const cover = await createSeedImage(payload, seed.cover)
  const { id } = await payload.create({
    collection: 'posts',
    locale: 'fr',
    data: {
      ...textsOf(seed.fr),
      slug: seed.slug,
      cover,
      author: 'Studio',
      publishedAt: new Date(Date.now() - seed.daysAgo * DAY).toISOString(),
      _status: 'published',
    },
    ...system,
  })
  await payload.update({
    collection: 'posts',
    id,
    locale: 'en',
    data: { ...textsOf(seed.en), _status: 'published' },
    ...system,
  })
}

/**
 * The demo's three blog posts, in French and English with their pictures; a post whose slug
 * exists already (the demo seeded before, or an editor's) is left as it is. Returns how many
 * were added.
 */
export const ensureDemoPosts = async (payload: Payload) => {
  let added = 0
  for (const seed of postsSeed) {
    const { totalDocs } = await payload.count({
      collection: 'posts',
      where: { slug: { equals: seed.slug } },
      ...system,
    })
    if (totalDocs > 0) continue
    await createPost(payload, seed)
    added += 1
  }
  return added
}
