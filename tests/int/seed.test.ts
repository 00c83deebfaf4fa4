import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { FAQ_CATEGORIES } from '@/domain/content/faq'
import { PROJECT_STATUSES } from '@/domain/projects/status'
import { seedContent } from '@/server/seed/content'
import { faqSeed } from '@/server/seed/content/faq'
import { glossarySeed } from '@/server/seed/content/glossary'
import { getStudioBilling } from '@/server/billing'
import { seedDemo } from '@/server/seed/demo'
import { DEMO_IDENTITY } from '@/server/seed/demo-data'
import { ensureDemoPosts } from '@/server/seed/posts'
import { postsSeed } from '@/server/seed/content/posts'

import { system, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

const COLLECTIONS: CollectionSlug[] = [
  'faq-items',
  'glossary-terms',
  'users',
  'client-projects',
  'client-requests',
  'project-updates',
  'invoices',
  'subscriptions',
  'project-submissions',
]

const countAll = async () => {
  const payload = await testPayload()
  const counts = await Promise.all(
    COLLECTIONS.map((collection) => payload.count({ collection, ...system })),
  )
  return Object.fromEntries(
    COLLECTIONS.map((collection, index) => [collection, counts[index]!.totalDocs]),
  )
}

describe('npm run seed', () => {
  it('loads the reference content once, however often it runs', async () => {
    const payload = await testPayload()
    await seedContent(payload)
    await seedDemo(payload)
    const once = await countAll()
    await seedContent(payload)
    await seedDemo(payload)
    expect(await countAll()).toEqual(once)

    for (const language of ['fr', 'en'] as const) {
      const terms = await payload.find({
        collection: 'glossary-terms',
        where: { language: { equals: language } },
        limit: 0,
        ...system,
      })
      const stored = new Map(terms.docs.map((term) => [term.term, term]))
      expect(glossarySeed.length).toBeGreaterThanOrEqual(25)
      for (const entry of glossarySeed) {
        expect(stored.get(entry[language].term)).toMatchObject({
          ...entry[language],
          category: entry.category,
        })
      }
    }
    for (const item of faqSeed) {
      const [fr] = (
        await payload.find({
          collection: 'faq-items',
          locale: 'fr',
          where: { question: { equals: item.fr.question } },
          ...system,
        })
      ).docs
      expect(fr?.category).toBe(item.category)
      const en = await payload.findByID({
        collection: 'faq-items',
        id: fr!.id,
        locale: 'en',
        fallbackLocale: false,
        ...system,
      })
      expect(en).toMatchObject(item.en)
    }
    expect(new Set(faqSeed.map((item) => item.category))).toEqual(new Set(FAQ_CATEGORIES))
    // Seeding again keeps what an admin saved in the settings.
    await payload.updateGlobal({ slug: 'settings', data: { slaWarnHours: 30 }, ...system })
    await seedContent(payload)
    const settings = await payload.findGlobal({ slug: 'settings', ...system })
    expect(settings.slaWarnHours).toBe(30)
    expect(settings.slaCriticalHours).toBeTypeOf('number')
    expect(settings.cannedReplies?.requestReceived).toBeTruthy()
  })

  it('gives demo projects in every status, owned by clients nobody can sign in as', async () => {
    const payload = await testPayload()
    const projects = await payload.find({ collection: 'client-projects', limit: 0, ...system })
    expect(new Set(projects.docs.map((project) => project.status))).toEqual(
      new Set(PROJECT_STATUSES),
    )
    const demo = await payload.find({
      collection: 'users',
      where: { email: { like: 'demo.' } },
      ...system,
    })
    expect(demo.docs.length).toBeGreaterThan(0)
    expect(demo.docs.every((user) => user.role === 'client')).toBe(true)
  })

  it('tells the demo’s past in the activity log, dated when each step happened', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'activities',
      sort: '-createdAt',
      limit: 0,
      ...system,
    })
    const actions = new Set(docs.map(({ action }) => action))
    for (const action of [
      'Soumission approuvée',
      'Soumission rejetée',
      'Demande démarrée',
      'Demande terminée',
      'Facture envoyée',
      'Facture marquée payée',
    ]) {
      expect(actions, action).toContain(action)
    }
    // Nothing logged in the future; the latest entries are the feed's first page.
    expect(docs.every(({ createdAt }) => Date.parse(createdAt) <= Date.now())).toBe(true)
    const invoices = await payload.count({
      collection: 'invoices',
      where: { invoiceNumber: { like: 'DEMO-' } },
      ...system,
    })
    const sent = docs.filter(
      ({ action, note }) => action === 'Facture envoyée' && note?.startsWith('DEMO-'),
    )
    expect(invoices.totalDocs).toBeGreaterThan(0)
    expect(sent).toHaveLength(invoices.totalDocs)
  })

  it('gives the demo billing details, but never over the studio’s own', async () => {
    const payload = await testPayload()
    // A studio with no company and no account yet, whatever other files on this worker entered.
    await payload.updateGlobal({
      slug: 'studio-identity',
      data: { legalName: null, street: null },
      ...system,
    })
    await payload.updateGlobal({ slug: 'settings', data: { billing: { iban: null } }, ...system })
    await seedDemo(payload)
    expect(await getStudioBilling(payload)).toMatchObject({
      name: DEMO_IDENTITY.legalName,
      vatNumber: DEMO_IDENTITY.vatNumber,
    })
    const identity = await payload.findGlobal({ slug: 'studio-identity', ...system })
    expect(identity).toMatchObject({ uid: DEMO_IDENTITY.uid, phone: DEMO_IDENTITY.phone })
    await payload.updateGlobal({
      slug: 'studio-identity',
      data: { legalName: 'Mon Studio Sàrl' },
      ...system,
    })
    await payload.updateGlobal({ slug: 'settings', data: { billing: { iban: null } }, ...system })
    await seedDemo(payload)
    expect((await payload.findGlobal({ slug: 'studio-identity', ...system })).legalName).toBe(
      'Mon Studio Sàrl',
    )
    expect(await getStudioBilling(payload)).toBeNull()
  })

  it('adds the demo blog once: three published posts in both languages, newest first, pictured', async () => {
    const payload = await testPayload()
    expect(await ensureDemoPosts(payload)).toBe(3)
    expect(await ensureDemoPosts(payload)).toBe(0)
    const slugs = postsSeed.map(({ slug }) => slug)
    for (const locale of ['fr', 'en'] as const) {
      // As a visitor reads them: published ones only, by publication date.
      const { docs } = await payload.find({
        collection: 'posts',
        locale,
        where: { slug: { in: slugs } },
        sort: '-publishedAt',
        depth: 1,
        overrideAccess: false,
      })
      expect(docs.map(({ slug }) => slug)).toEqual(slugs)
      for (const [index, post] of docs.entries()) {
        const seed = postsSeed[index]!
        expect(post).toMatchObject({ title: seed[locale].title, excerpt: seed[locale].excerpt })
        expect(JSON.stringify(post.content)).toContain(seed[locale].sections[0]!.heading)
        expect(new Date(post.publishedAt!).getTime()).toBeLessThan(Date.now())
        const cover = post.cover as { alt: string; sizes: { card: { url: string } } }
        expect(cover.alt).toBe(seed.cover.alt[locale])
        // Its sizes made and served, as for an editor's upload.
        const card = await rest('GET', cover.sizes.card.url.replace(/^\/api\//, ''))
        expect(card.status).toBe(200)
      }
    }
  })
})
