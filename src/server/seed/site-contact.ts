import type { Payload, PayloadRequest } from 'payload'

import { siteContactDefaults } from '@/server/content'

// System code: reference content is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const

/**
 * Saves the support cards' and the footer's texts as they were before they were in the CMS, when
 * never saved; an editor's texts are never touched. Used by its migration and by the seed.
 */
export const ensureSiteContact = async (payload: Payload, req?: PayloadRequest) => {
  const current = await payload.findGlobal({ slug: 'site-contact', depth: 0, ...system, req })
  if (current.support?.hoursValue) return false
  // The panel's lock query would name tables later migrations add (see withoutDocumentLocks).
  const config = payload.globals.config.find(({ slug }) => slug === 'site-contact')!
  const locks = config.lockDocuments
  config.lockDocuments = false
  try {
    await payload.updateGlobal({
      slug: 'site-contact',
      locale: 'fr',
      data: siteContactDefaults('fr'),
      depth: 0,
      ...system,
      req,
    })
    await payload.updateGlobal({
      slug: 'site-contact',
      locale: 'en',
      data: siteContactDefaults('en'),
      depth: 0,
      ...system,
      req,
    })
  } finally {
    config.lockDocuments = locks
  }
  return true
}
