/**
 * The blog post the Lighthouse part loads (`tsx bench/lib/bench-post.ts <slug>`, on the bench's
 * scratch database): a published article of ordinary length in French and English.
 */
import { getPayload } from 'payload'

import type { Post } from '../../payload-types'

const slug = process.argv[2]
if (!slug) throw new Error('Usage: bench-post.ts <slug>')

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'text', version: 1, text }],
})
const heading = (text: string) => ({
  type: 'heading',
  tag: 'h2',
  version: 1,
  children: [{ type: 'text', version: 1, text }],
})
type Block = ReturnType<typeof paragraph> | ReturnType<typeof heading>
const richText = (blocks: Block[]): NonNullable<Post['content']> => ({
  root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: blocks },
})
const article = (title: string, sentence: string) =>
  richText(
    [1, 2, 3, 4].flatMap((part) => [
      heading(`${title} — ${part}`),
      ...[1, 2, 3].map(() => paragraph(sentence.repeat(4))),
    ]),
  )

const { default: config } = await import('../../payload.config')
const payload = await getPayload({ config })
// A fixture of the benchmark, written as the system: no user acts here.
const system = { overrideAccess: true } as const
const { docs } = await payload.find({
  collection: 'posts',
  where: { slug: { equals: slug } },
  limit: 1,
  ...system,
})
if (!docs[0]) {
  const post = await payload.create({
    collection: 'posts',
    locale: 'fr',
    data: {
      title: 'Lancer son site en 48 heures',
      slug,
      excerpt: 'Ce qu’il faut préparer avant le lancement : textes, images, domaine.',
      author: 'Studio',
      content: article('Préparer', 'Commencez par vos textes et vos images, puis le domaine. '),
      _status: 'published',
    },
    ...system,
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'en',
    data: {
      title: 'Launching a site in 48 hours',
      excerpt: 'What to prepare before launch: texts, images, domain.',
      content: article('Prepare', 'Start with your texts and images, then the domain. '),
      _status: 'published',
    },
    ...system,
  })
}
await payload.destroy()
process.exit(0)
