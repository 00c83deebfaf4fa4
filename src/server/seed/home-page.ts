import type { Payload, PayloadRequest } from 'payload'

import type { HomePage } from '@payload-types'

import { homeDefaults } from '@/server/content'

// System code: reference content is written with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const

type Rows = { id?: string | null }[]

/** The English rows on the French rows' ids: shared rows (figures, cards, offers) keep one id. */
const sameRows = <T extends object>(rows: T[], saved: Rows) =>
  rows.map((row, index) => ({ ...row, id: saved[index]?.id }))

/**
 * Publishes the home's texts as they were before they were in the CMS, when it has never been
 * saved; a home an editor saved is never touched. Used by its migration and by the seed.
 */
export const ensureHomePage = async (payload: Payload, req?: PayloadRequest) => {
  // A migration runs this with the config of its day's future: the panel's lock query would name
  // tables a later migration adds (see withoutDocumentLocks). Seeded writes need no lock.
  const config = payload.globals.config.find(({ slug }) => slug === 'home-page')!
  const locks = config.lockDocuments
  config.lockDocuments = false
  try {
    return await publishDefaults(payload, req)
  } finally {
    config.lockDocuments = locks
  }
}

const publishDefaults = async (payload: Payload, req?: PayloadRequest) => {
  const current = await payload.findGlobal({ slug: 'home-page', depth: 0, ...system, req })
  if (current.hero?.title) return false
  const fr = await payload.updateGlobal({
    slug: 'home-page',
    locale: 'fr',
    data: { ...homeDefaults('fr'), _status: 'published' },
    depth: 0,
    ...system,
    req,
  })
  const en = homeDefaults('en')
  const data: Omit<HomePage, 'id'> = {
    ...en,
    about: { ...en.about, counters: sameRows(en.about.counters, fr.about.counters) },
    capabilities: {
      ...en.capabilities,
      items: sameRows(en.capabilities.items, fr.capabilities.items),
    },
    portfolio: {
      ...en.portfolio,
      dataCounters: sameRows(en.portfolio.dataCounters, fr.portfolio.dataCounters),
    },
    pricing: { ...en.pricing, plans: sameRows(en.pricing.plans, fr.pricing.plans) },
    _status: 'published',
  }
  await payload.updateGlobal({ slug: 'home-page', locale: 'en', data, depth: 0, ...system, req })
  return true
}
