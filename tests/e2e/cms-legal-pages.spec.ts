import type { APIRequestContext, Page } from '@playwright/test'

import type { HomePage, LegalPage } from '@payload-types'
import { formatChf } from '@/domain/billing/money'

import { adminToken } from './support/admin-api'
import { createClient, sql } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** The panel as an editor in Switzerland opens it: a French-speaking browser. */
test.use({ locale: 'fr-CH' })

const DRAFT_TITLE = 'Confidentialité (brouillon à relire)'
const DRAFT_BANNER = "Aperçu du brouillon : cette version n'est pas publiée."

const api = async (request: APIRequestContext) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get(
    '/api/legal-pages?locale=fr&depth=0&where[page][equals]=privacy',
    { headers },
  )
  return { headers, privacy: ((await found.json()) as { docs: LegalPage[] }).docs[0]! }
}

/**
 * Leaves a document of the panel the way an editor does, through its breadcrumb: the panel then
 * releases the document's lock, which a closed tab would keep for minutes from the next editor.
 */
const leaveDocument = async (page: Page) => {
  await page.getByRole('banner').getByRole('link', { name: 'Pages légales' }).click()
  await expect(page).toHaveURL(/\/cms\/collections\/legal-pages(\?|$)/)
}

/** A prerendered page, reloaded until the CMS's change shows (its cache tag marked stale). */
const expectOnPage = (page: Page, path: string, check: () => Promise<void>) =>
  expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: 15_000 })

test('an editor previews a legal page’s draft from the panel; a visitor or a client never sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const { headers, privacy } = await api(request)
  const url = `/api/legal-pages/${privacy.id}?locale=fr`
  const visitor = await (await browser.newContext()).newPage()
  try {
    const saved = await request.patch(`${url}&draft=true`, {
      headers,
      data: { title: DRAFT_TITLE, _status: 'draft' },
    })
    expect(saved.status()).toBe(200)

    const editor = await createClient(request, 'editor')
    await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
    await signIn(page, editor.email, editor.password)
    await expect(page).toHaveURL(/\/espace-client/)

    // The panel's Preview button, in the language being edited.
    await page.goto(`/cms/collections/legal-pages/${privacy.id}?locale=en`)
    await expect(page.locator('#preview-button')).toHaveAttribute(
      'href',
      /\/en\/preview\?kind=legal&page=privacy$/,
    )
    await page.goto(`/cms/collections/legal-pages/${privacy.id}?locale=fr`)
    const preview = page.locator('#preview-button')
    await expect(preview).toHaveAttribute('href', /\d\/preview\?kind=legal&page=privacy$/)
    const previewUrl = (await preview.getAttribute('href'))!
    await leaveDocument(page)
    await page.goto(previewUrl)
    await expect(page).toHaveURL(/\/confidentialite$/)
    await expect(page.getByText(DRAFT_BANNER)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
    await page.getByRole('link', { name: "Quitter l'aperçu" }).click()
    await expect(page).toHaveURL(/\/confidentialite$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title)

    // Tampering with the address grants nobody the draft: no editor, no preview.
    expect((await visitor.goto('/preview?kind=legal&page=privacy'))?.status()).toBe(403)
    const client = await createClient(request)
    await signIn(visitor, client.email, client.password)
    await expect(visitor).toHaveURL(/\/espace-client/)
    for (const path of ['/preview?kind=legal&page=privacy', '/preview?kind=legal&page=../cms']) {
      expect((await visitor.goto(path))?.status(), path).toBe(403)
    }
    await visitor
      .context()
      .addCookies([{ name: '__prerender_bypass', value: 'forged', url: page.url() }])
    await visitor.goto('/confidentialite?draft=true&kind=legal&page=privacy')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(privacy.title)
    await expect(visitor.getByText('Aperçu du brouillon')).toHaveCount(0)
  } finally {
    await visitor.context().close()
    await request.patch(url, { headers, data: { title: privacy.title, _status: 'published' } })
  }
})

test('the terms show the home’s published prices, and each new price once the home is published', async ({
  page,
  request,
}) => {
  const { headers } = await api(request)
  const home = `/api/globals/home-page?locale=fr&depth=0`
  const before = (await (await request.get(home, { headers })).json()) as HomePage
  const publish = async (price: number) => {
    const plans = before.pricing.plans.map((plan) =>
      plan.offer === 'launch_site' ? { ...plan, price } : plan,
    )
    const published = await request.post(home, {
      headers,
      data: { pricing: { ...before.pricing, plans }, _status: 'published' },
    })
    expect(published.status()).toBe(200)
  }
  const prices = page.getByTestId('current-prices')
  try {
    // Two changes in a row: the second shows only if publishing the home rebuilds the terms.
    for (const price of [1290, 1390]) {
      await publish(price)
      await expectOnPage(page, '/conditions', () =>
        expect(prices).toContainText(`Site Launch : ${formatChf(price, 0)} —`, { timeout: 1000 }),
      )
    }
    await expectOnPage(page, '/en/conditions', () =>
      expect(prices).toContainText(`Site Launch: ${formatChf(1390, 0)} —`, { timeout: 1000 }),
    )
  } finally {
    await request.post(home, { headers, data: { pricing: before.pricing, _status: 'published' } })
  }
})

test('an editor finds the terms’ prices block in the panel and inserts one in another legal page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { headers } = await api(request)
  const pageOf = async (key: string) =>
    (
      (await (
        await request.get(`/api/legal-pages?locale=fr&depth=0&where[page][equals]=${key}`, {
          headers,
        })
      ).json()) as { docs: LegalPage[] }
    ).docs[0]!
  const [terms, cookies] = [await pageOf('terms'), await pageOf('cookies')]
  const url = `/api/legal-pages/${cookies.id}?locale=fr`
  try {
    const editor = await createClient(request, 'editor')
    await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
    await signIn(page, editor.email, editor.password)
    await expect(page).toHaveURL(/\/espace-client/)

    await page.goto(`/cms/collections/legal-pages/${terms.id}?locale=fr`)
    await expect(
      page.locator('.ContentEditable__root').getByText('Tarifs en vigueur'),
    ).toBeVisible()

    await leaveDocument(page)
    await page.goto(`/cms/collections/legal-pages/${cookies.id}?locale=fr`)
    // A new paragraph after the first heading (one short line: End is the end of its text).
    await page.locator('.ContentEditable__root h2').first().click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('/Tarifs')
    await page.getByRole('option', { name: /Tarifs en vigueur/ }).click()
    await expect(
      page.locator('.ContentEditable__root').getByText('Tarifs en vigueur'),
    ).toBeVisible()
    // The form counts the change once the editor has handed it over.
    const saveDraft = page.locator('#action-save-draft')
    await expect(saveDraft).toBeEnabled()
    await saveDraft.click()
    await expect(page.getByText(/Brouillon enregistré|enregistré/).first()).toBeVisible()
    const draft = (await (await request.get(`${url}&draft=true`, { headers })).json()) as LegalPage
    expect(JSON.stringify(draft.body)).toContain('"blockType":"currentPrices"')
    await leaveDocument(page)
  } finally {
    await request.patch(url, {
      headers,
      data: { body: cookies.body, _status: 'published' },
    })
  }
})
