import config from '@payload-config'
import { getPayload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { HomePage, LegalPage } from '@payload-types'
import { formatChf } from '../../src/domain/billing/money'
import { CURRENT_PRICES_BLOCK } from '../../src/domain/content/legal-pages'
import type { Locale } from '../../src/domain/locales'
import { LegalText } from '../../src/features/site/pages/legal-text'
import { getHomePage } from '../../src/server/content/home-page'
import { getLegalPage, getLegalPageDraft } from '../../src/server/content/legal-pages'
import { rest, signInEditorAndClient } from '../helpers/rest'

// No Next.js server here: its data cache reads through, so each call sees the database as it is
// (on the site, publishing either global or page marks these reads stale).
vi.mock('next/cache', () => ({
  unstable_cache: (read: unknown) => read,
  revalidateTag: () => undefined,
}))

/**
 * A legal page as the site renders it: an editor's draft only for a signed-in editor previewing
 * it, and the terms' prices block filled from the home page's published plans.
 */
const session = signInEditorAndClient()

const headersOf = (token?: string) =>
  new Headers(token ? { Authorization: `JWT ${token}` } : undefined)

/** The terms page's text as the site renders it in `lang`. */
const renderTerms = async (lang: Locale) => {
  const payload = await getPayload({ config })
  const [page, home] = await Promise.all([
    getLegalPage(payload, lang, 'terms'),
    getHomePage(payload, lang),
  ])
  return renderToStaticMarkup(
    createElement(LegalText, { lang, body: page.body, prices: home.pricing }),
  )
}

const saveHome = async (query: string, change: (home: HomePage) => Partial<HomePage>) => {
  const { data } = await rest('GET', 'globals/home-page?locale=fr&depth=0', {
    token: session.editorToken,
  })
  const { status } = await rest('POST', `globals/home-page?locale=fr&depth=0&${query}`, {
    token: session.editorToken,
    json: change(data as unknown as HomePage),
  })
  expect(status).toBe(200)
}
const pricedAt = (price: number) => (home: HomePage) => ({
  pricing: {
    ...home.pricing,
    plans: home.pricing.plans.map((plan) =>
      plan.offer === 'launch_site' ? { ...plan, price } : plan,
    ),
  },
})

describe('a legal page on the site', () => {
  it('shows an editor previewing it the latest draft, and anyone else the published text', async () => {
    const payload = await getPayload({ config })
    const { docs } = await session.payload.find({
      collection: 'legal-pages',
      where: { page: { equals: 'privacy' } },
      depth: 0,
      user: session.actors.editor,
      overrideAccess: false,
    })
    const { status } = await rest('PATCH', `legal-pages/${docs[0]!.id}?locale=fr&draft=true`, {
      token: session.editorToken,
      json: { title: 'Confidentialité (brouillon)' },
    })
    expect(status).toBe(200)
    const draft = await getLegalPageDraft(payload, 'fr', 'privacy', headersOf(session.editorToken))
    expect(draft.title).toBe('Confidentialité (brouillon)')
    for (const token of [undefined, session.clientToken, 'forged.token.value']) {
      const seen = await getLegalPageDraft(payload, 'fr', 'privacy', headersOf(token))
      expect(seen.title, String(token)).toBe('Politique de confidentialité')
    }
    expect((await getLegalPage(payload, 'fr', 'privacy')).title).toBe(
      'Politique de confidentialité',
    )
  })

  it('holds the terms’ prices in a block, not written by hand', async () => {
    const payload = await getPayload({ config })
    for (const lang of ['fr', 'en'] as const) {
      const { body } = (await getLegalPage(payload, lang, 'terms')) as LegalPage
      const text = JSON.stringify(body)
      expect(text).toContain(`"blockType":"${CURRENT_PRICES_BLOCK}"`)
      expect(text).not.toMatch(/\d\s?CHF/)
    }
  })

  it('renders the terms with the home’s published prices, and a changed price once published', async () => {
    const before = await renderTerms('fr')
    expect(before).toContain(`Site Launch : ${formatChf(999, 0)} — Livré en 48 heures`)
    expect(before).toContain(`Maintenance continue : ${formatChf(79, 0)}/mois`)
    expect(await renderTerms('en')).toContain(`Site Launch: ${formatChf(999, 0)} — Delivered`)

    // A draft price is not the price in force.
    await saveHome('draft=true', pricedAt(1290))
    expect(await renderTerms('fr')).not.toContain(formatChf(1290, 0))

    await saveHome('', (home) => ({ ...pricedAt(1290)(home), _status: 'published' }))
    const after = await renderTerms('fr')
    expect(after).toContain(`Site Launch : ${formatChf(1290, 0)} —`)
    expect(after).not.toContain(`Site Launch : ${formatChf(999, 0)}`)
    // Prices are the same in both languages.
    expect(await renderTerms('en')).toContain(`Site Launch: ${formatChf(1290, 0)} —`)
    await saveHome('', (home) => ({ ...pricedAt(999)(home), _status: 'published' }))
  })
})
