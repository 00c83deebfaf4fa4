import type { Payload, PayloadRequest } from 'payload'

import { withoutDocumentLocks } from '@/server/platform/db/without-document-locks'
import { caseStudiesSeed, type CaseStudySeed } from './content/case-studies'
import { createSeedImage } from './images'

// System code: reference content is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const

const createCaseStudy = async (payload: Payload, seed: CaseStudySeed, req?: PayloadRequest) => {
  const image = await createSeedImage(
    payload,
    { file: seed.image, alt: { fr: seed.fr.alt, en: seed.en.alt } },
    req,
  )
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
