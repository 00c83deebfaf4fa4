import type { Payload, PayloadRequest } from 'payload'

import { LEGAL_KEYS } from '@/domain/content/legal-pages'

import { withoutDocumentLocks } from '@/server/platform/db/without-document-locks'
import { legalDefaults } from '@/server/content'

// System code: reference content is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const

/**
 * Publishes each legal page missing from the CMS with its text from the translations; a page an
 * editor saved is never touched. Used by their migration and by the seed.
 */
export const ensureLegalPages = (payload: Payload, req?: PayloadRequest) =>
  withoutDocumentLocks(payload, ['legal-pages'], async () => {
    let created = 0
    for (const page of LEGAL_KEYS) {
      const { totalDocs } = await payload.count({
        collection: 'legal-pages',
        where: { page: { equals: page } },
        ...system,
        req,
      })
      if (totalDocs > 0) continue
      const doc = await payload.create({
        collection: 'legal-pages',
        locale: 'fr',
        data: { page, ...legalDefaults('fr', page), _status: 'published' },
        depth: 0,
        ...system,
        req,
      })
      await payload.update({
        collection: 'legal-pages',
        id: doc.id,
        locale: 'en',
        data: { ...legalDefaults('en', page), _status: 'published' },
        depth: 0,
        ...system,
        req,
      })
      created += 1
    }
    return created
  })
