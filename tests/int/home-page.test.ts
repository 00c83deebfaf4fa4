import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { HomePage } from '@payload-types'
import { PLAN_PRICE_ERROR } from '../../src/domain/site/home-rules'
import { homeDefaults } from '../../src/server/content/home-defaults'
import { system } from '../helpers/payload'
import { rest, signInEditorAndClient } from '../helpers/rest'

/**
 * The home page's global over REST: the migration published today's texts in both languages,
 * editors save drafts visitors never read (whatever the URL asks), bad values are refused, and
 * editors change nothing they have no rights on.
 */
const session = signInEditorAndClient()

// The home as published before these tests, in both languages, published again after them:
// other test files of the worker's database read its offers and prices.
const LOCALES = ['fr', 'en'] as const
let published: HomePage[] = []
beforeAll(async () => {
  published = await Promise.all(
    LOCALES.map((locale) =>
      session.payload.findGlobal({ slug: 'home-page', locale, depth: 0, ...system }),
    ),
  )
})
afterAll(async () => {
  for (const [index, locale] of LOCALES.entries()) {
    await session.payload.updateGlobal({
      slug: 'home-page',
      locale,
      depth: 0,
      data: { ...published[index], _status: 'published' },
      ...system,
    })
  }
})

const read = async (query: string, token?: string) => {
  const { status, data } = await rest('GET', `globals/home-page?depth=0&${query}`, { token })
  expect(status).toBe(200)
  return data as unknown as HomePage
}
const save = (token: string | undefined, query: string, data: Partial<HomePage>) =>
  rest('POST', `globals/home-page?depth=0&${query}`, { token, json: data })
const phrasesOf = (home: HomePage) => home.hero.phrases.map(({ text }) => text)

describe('the home page global', () => {
  it('is published with today’s texts, in French and in English', async () => {
    const fr = await read('locale=fr')
    const en = await read('locale=en')
    expect(phrasesOf(fr)).toEqual(homeDefaults('fr').hero.phrases.map(({ text }) => text))
    expect(phrasesOf(en)).toEqual(homeDefaults('en').hero.phrases.map(({ text }) => text))
    expect(fr.hero.title).toBe('Nous concevons des')
    expect(en.hero.title).toBe('We build')
    expect(fr.pricing.plans.map(({ offer, price }) => [offer, price])).toEqual([
      ['launch_site', 999],
      ['pro_platform', 2499],
      ['real_software', 9999],
    ])
    expect(fr.pricing.care.price).toBe(79)
    expect(en.pricing.plans[0]!.name).toBe('Site Launch')
    expect(fr.capabilities.items).toHaveLength(8)
    expect(en.capabilities.items[2]!.title).toBe('Artificial intelligence')
  })

  it('keeps an editor’s draft from visitors and clients, even when they ask for drafts', async () => {
    const fr = await read('locale=fr', session.editorToken)
    const hero = { ...fr.hero, phrases: [{ text: 'sites qui convertissent' }] }
    const plans = fr.pricing.plans.map((plan) =>
      plan.offer === 'pro_platform' ? { ...plan, price: 2790 } : plan,
    )
    const draft = await save(session.editorToken, 'locale=fr&draft=true', {
      hero,
      pricing: { ...fr.pricing, plans },
    })
    expect(draft.status).toBe(200)
    for (const token of [undefined, session.clientToken]) {
      const seen = await read('locale=fr&draft=true', token)
      expect(phrasesOf(seen)).not.toContain('sites qui convertissent')
      expect(seen.pricing.plans[1]!.price).toBe(2499)
    }
    const editorSees = await read('locale=fr&draft=true', session.editorToken)
    expect(phrasesOf(editorSees)).toEqual(['sites qui convertissent'])
    expect(editorSees.pricing.plans[1]!.price).toBe(2790)
    const versions = await rest('GET', 'globals/home-page/versions', { token: session.clientToken })
    expect(versions.status).toBe(403)
  })

  it('publishes the French change and keeps the English texts', async () => {
    const fr = await read('locale=fr&draft=true', session.editorToken)
    const published = await save(session.editorToken, 'locale=fr', { ...fr, _status: 'published' })
    expect(published.status).toBe(200)
    expect(phrasesOf(await read('locale=fr'))).toEqual(['sites qui convertissent'])
    const en = await read('locale=en')
    expect(phrasesOf(en)).toEqual(homeDefaults('en').hero.phrases.map(({ text }) => text))
    // Prices are the same in both languages.
    expect(en.pricing.plans[1]!.price).toBe(2790)
  })

  it('publishes a draft at the time an editor scheduled, through the jobs queue', async () => {
    const fr = await read('locale=fr', session.editorToken)
    const hero = { ...fr.hero, phrases: [{ text: 'lancements programmés' }] }
    expect((await save(session.editorToken, 'locale=fr&draft=true', { hero })).status).toBe(200)
    const schedule = (waitUntil: Date) =>
      session.payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          global: 'home-page',
          user: { relationTo: 'users', value: session.actors.editor.id },
        },
        waitUntil,
      })
    // Only these jobs run (when due): the suite's other files queue jobs of their own.
    const later = await schedule(new Date(Date.now() + 3_600_000))
    await session.payload.jobs.run({ where: { id: { equals: later.id } } })
    // Not yet due: visitors still read the published phrase.
    expect(phrasesOf(await read('locale=fr'))).toEqual(['sites qui convertissent'])
    const due = await schedule(new Date(Date.now() - 1_000))
    await session.payload.jobs.run({ where: { id: { equals: due.id } } })
    expect(phrasesOf(await read('locale=fr'))).toEqual(['lancements programmés'])
    const restored = { ...hero, phrases: [{ text: 'sites qui convertissent' }] }
    expect(
      (await save(session.editorToken, 'locale=fr', { hero: restored, _status: 'published' }))
        .status,
    ).toBe(200)
    await session.payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      ...system,
    })
  })

  it('refuses a hero without phrases or with a phrase too long for the headline', async () => {
    const fr = await read('locale=fr', session.editorToken)
    for (const phrases of [[], [{ text: 'x'.repeat(200) }], [{ text: 'x'.repeat(41) }]]) {
      const { status } = await save(session.editorToken, 'locale=fr', {
        hero: { ...fr.hero, phrases },
      })
      expect(status, JSON.stringify(phrases).slice(0, 40)).toBe(400)
    }
    const nine = Array.from({ length: 9 }, (_, index) => ({ text: `expression ${index}` }))
    expect(
      (await save(session.editorToken, 'locale=fr', { hero: { ...fr.hero, phrases: nine } }))
        .status,
    ).toBe(400)
    expect(phrasesOf(await read('locale=fr'))).toEqual(['sites qui convertissent'])
  })

  it('refuses a negative, fractional or written price, and an offer priced twice', async () => {
    const fr = await read('locale=fr', session.editorToken)
    for (const price of [-1, 12.5, 'mille', '']) {
      const plans = fr.pricing.plans.map((plan, index) => (index === 0 ? { ...plan, price } : plan))
      const { status, data } = await save(session.editorToken, 'locale=fr', {
        pricing: { ...fr.pricing, plans } as HomePage['pricing'],
      })
      expect(status, String(price)).toBe(400)
      if (price === -1) expect(JSON.stringify(data)).toContain(PLAN_PRICE_ERROR)
    }
    const care = { ...fr.pricing.care, price: -1 }
    expect(
      (await save(session.editorToken, 'locale=fr', { pricing: { ...fr.pricing, care } })).status,
    ).toBe(400)
    const twice = [fr.pricing.plans[0]!, { ...fr.pricing.plans[1]!, offer: 'launch_site' as const }]
    const duplicate = await save(session.editorToken, 'locale=fr', {
      pricing: { ...fr.pricing, plans: twice },
    })
    expect(duplicate.status).toBe(400)
    expect((await read('locale=fr')).pricing.plans[0]!.price).toBe(999)
  })

  it('is changed by editors only; editors change neither the settings nor another account', async () => {
    const fr = await read('locale=fr', session.editorToken)
    const hero = { ...fr.hero, title: 'Piraté' }
    for (const token of [undefined, session.clientToken]) {
      expect((await save(token, 'locale=fr', { hero })).status).toBe(403)
    }
    expect((await read('locale=fr')).hero.title).toBe('Nous concevons des')
    const settings = await rest('POST', 'globals/settings', {
      token: session.editorToken,
      json: { billing: { paymentTermDays: 90 } },
    })
    expect(settings.status).toBe(403)
    const user = await rest('PATCH', `users/${session.actors.admin.id}`, {
      token: session.editorToken,
      json: { firstName: 'Piraté' },
    })
    expect(user.status).toBe(403)
    const admin = await session.payload.findByID({
      collection: 'users',
      id: session.actors.admin.id,
      ...system,
    })
    expect(admin.firstName).not.toBe('Piraté')
  })
})
