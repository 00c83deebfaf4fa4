import type { Payload } from 'payload'

import { env } from '@/server/platform/config/env'
import { ensureSupportForm } from '@/server/content'
import { ensureCaseStudies } from './case-studies'
import { ensureHomePage } from './home-page'
import { ensureLegalPages } from './legal-pages'
import { ensureSiteContact } from './site-contact'
import { faqSeed } from './content/faq'
import { glossarySeed } from './content/glossary'

// System code: the seed writes reference content with overrideAccess, as no user acts here.
const system = { overrideAccess: true } as const

/** FAQ items keyed by their French question: created when missing, never overwritten. */
const seedFaq = async (payload: Payload) => {
  let created = 0
  for (const item of faqSeed) {
    const existing = await payload.count({
      collection: 'faq-items',
      locale: 'fr',
      where: { question: { equals: item.fr.question } },
      ...system,
    })
    if (existing.totalDocs > 0) continue
    const doc = await payload.create({
      collection: 'faq-items',
      locale: 'fr',
      data: { category: item.category, order: item.order, ...item.fr },
      ...system,
    })
    await payload.update({
      collection: 'faq-items',
      id: doc.id,
      locale: 'en',
      data: item.en,
      ...system,
    })
    created += 1
  }
  return created
}

/** Glossary terms keyed by (term, language): one row per language, created when missing. */
const seedGlossary = async (payload: Payload) => {
  let created = 0
  for (const entry of glossarySeed) {
    for (const language of ['fr', 'en'] as const) {
      const text = entry[language]
      const existing = await payload.count({
        collection: 'glossary-terms',
        where: { and: [{ term: { equals: text.term } }, { language: { equals: language } }] },
        ...system,
      })
      if (existing.totalDocs > 0) continue
      await payload.create({
        collection: 'glossary-terms',
        data: { ...text, category: entry.category, language },
        ...system,
      })
      created += 1
    }
  }
  return created
}

/** Saves the settings row with its defaults; values an admin already saved are kept. */
const seedSettings = async (payload: Payload) => {
  await payload.updateGlobal({ slug: 'settings', data: {}, ...system })
}

export const seedContent = async (payload: Payload) => {
  const faq = await seedFaq(payload)
  const glossary = await seedGlossary(payload)
  await seedSettings(payload)
  // The forms migration made it; a database whose support form is gone gets it back.
  await ensureSupportForm(payload, env.contactEmail)
  // Their migration made them; a database whose case studies are all gone gets them back.
  await ensureCaseStudies(payload)
  // The same for the home's, the legal pages', the support cards' and the footer's texts.
  await ensureHomePage(payload)
  await ensureLegalPages(payload)
  await ensureSiteContact(payload)
  return { faq, glossary }
}

/** An empty database has no content and no account yet: the first start seeds it. */
export const isEmptyDatabase = async (payload: Payload) => {
  const counts = await Promise.all(
    (['faq-items', 'glossary-terms', 'users'] as const).map((collection) =>
      payload.count({ collection, ...system }),
    ),
  )
  return counts.every(({ totalDocs }) => totalDocs === 0)
}
