import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload, PayloadRequest } from 'payload'

import { withoutDocumentLocks } from '@/server/platform/db/without-document-locks'
import { caseStudiesSeed, type CaseStudySeed } from './content/case-studies'

/** The seeded pictures, committed in the repository (drawn by scripts/generate-seed-images.ts). */
export const SEED_IMAGES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content',
  'images',
)

// System code: reference content is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const

const createImage = async (payload: Payload, seed: CaseStudySeed, req?: PayloadRequest) => {
  const data = await fs.readFile(path.join(SEED_IMAGES_DIR, seed.image))
  const image = await payload.create({
    collection: 'images',
    locale: 'fr',
    data: { alt: seed.fr.alt },
    file: { data, mimetype: 'image/webp', name: seed.image, size: data.byteLength },
    ...system,
    // Payload keeps the file on the request it is given: on the migration's shared request, the
    // next update would store it again. A copy keeps the same transaction.
    req: req && { ...req },
  })
  await payload.update({
    collection: 'images',
    id: image.id,
    locale: 'en',
    data: { alt: seed.en.alt },
    ...system,
    req,
  })
  return image.id
}

const createCaseStudy = async (payload: Payload, seed: CaseStudySeed, req?: PayloadRequest) => {
  const image = await createImage(payload, seed, req)
  const { alt: _fr, ...fr } = seed.fr
  const created = await payload.create({
    collection: 'case-studies',
    locale: 'fr',
    data: {
      ...fr,
      slug: seed.slug,
      weeks: seed.weeks,
      order: seed.order,
      image,
      featured: true,
      _status: 'published',
    },
    ...system,
    req,
  })
  // Figure rows keep their ids, so the English texts land on the same rows.
  const { alt: _en, ...en } = seed.en
  await payload.update({
    collection: 'case-studies',
    id: created.id,
    locale: 'en',
    data: {
      ...en,
      figures: en.figures.map((figure, index) => ({ ...figure, id: created.figures?.[index]?.id })),
      _status: 'published',
    },
    ...system,
    req,
  })
}

/**
 * Creates the case studies the home showed before they were in the CMS, when there are none yet;
 * existing ones are never touched (editors own them). Used by their migration and by the seed.
 */
export const ensureCaseStudies = async (payload: Payload, req?: PayloadRequest) => {
  const existing = await payload.count({ collection: 'case-studies', ...system, req })
  if (existing.totalDocs > 0) return 0
  await withoutDocumentLocks(payload, ['images', 'case-studies'], async () => {
    for (const seed of caseStudiesSeed) await createCaseStudy(payload, seed, req)
  })
  return caseStudiesSeed.length
}
