import type { APIRequestContext, Page } from '@playwright/test'

import type { HomePage } from '@payload-types'
import { splitChf } from '@/domain/billing/money'

import { adminToken } from './support/admin-api'
import { createClient, sql } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** The panel as an editor in Switzerland opens it: a French-speaking browser. */
test.use({ locale: 'fr-CH' })

// As long as a phrase may be (40 characters): the headline must hold it on a phone.
const PHRASE = 'applications métier sûres et bien pensée'
const PRICE = 2790

const homeApi = async (request: APIRequestContext) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  return {
    read: async (locale: 'fr' | 'en') =>
      (await (
        await request.get(`/api/globals/home-page?locale=${locale}&depth=0`, { headers })
      ).json()) as HomePage,
    publish: (locale: 'fr' | 'en', { id: _id, updatedAt: _at, ...data }: HomePage) =>
      request.post(`/api/globals/home-page?locale=${locale}`, {
        headers,
        data: { ...data, _status: 'published' },
      }),
  }
}

/**
 * Clicks a save button of the panel and waits for the home's save to answer. The panel first
 * validates on the server (its form-state action), then posts: on a busy machine the two take
 * longer than an assertion's default 5 s, as a CI run showed.
 */
const saveHome = async (page: Page, button: '#action-save' | '#action-save-draft') => {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/api/globals/home-page'),
    { timeout: 30_000 },
  )
  await page.locator(button).click()
  expect((await answer).ok()).toBe(true)
}

/** The home a visitor gets: a fresh browser, no cookie, reloaded until `check` holds. */
const expectVisitorHome = async (page: Page, path: string, check: (page: Page) => Promise<void>) =>
  expect(async () => {
    await page.goto(path)
    await check(page)
  }).toPass({ timeout: 15_000 })

test('an editor changes a hero phrase and a price in /cms, previews the draft, then publishes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const api = await homeApi(request)
  const before = await api.read('fr')
  const visitor = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage()
  const priceFigure = splitChf(PRICE, 0).figure
  try {
    const editor = await createClient(request, 'editor')
    await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
    await signIn(page, editor.email, editor.password)
    await expect(page).toHaveURL(/\/espace-client/)

    await page.goto('/cms/globals/home-page')
    await page.locator('#field-hero__phrases__0__text').fill(PHRASE)
    await page.getByRole('button', { name: 'Tarifs' }).click()
    await page.locator('#field-pricing__plans__1__price').fill('-1')
    await page.locator('#action-save-draft').click()
    // A negative price is refused with the field's French message; nothing is saved.
    await expect(page.getByText('Le prix est un nombre entier de francs').first()).toBeVisible({
      timeout: 15_000,
    })
    await page.locator('#field-pricing__plans__1__price').fill(String(PRICE))
    await saveHome(page, '#action-save-draft')
    await expect(page.getByText(/Brouillon enregistré|enregistré/).first()).toBeVisible()

    // The draft, previewed by the editor at both widths.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/preview?kind=home')
      await expect(page).toHaveURL(/\/$/)
      await expect(
        page.getByText("Aperçu du brouillon : cette version n'est pas publiée."),
      ).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(PHRASE)
      await expect(page.locator('#pricing').getByText(priceFigure)).toBeAttached()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    }
    await page.getByRole('link', { name: "Quitter l'aperçu" }).click()
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(PHRASE)

    // Tampering with the address grants nobody the draft: no editor, no preview.
    expect((await visitor.goto('/preview?kind=home'))?.status()).toBe(403)
    await visitor
      .context()
      .addCookies([{ name: '__prerender_bypass', value: 'forged', url: page.url() }])
    await visitor.goto('/?draft=true&kind=home')
    await expect(visitor.getByRole('heading', { level: 1 })).not.toContainText(PHRASE)
    await expect(visitor.getByText('Aperçu du brouillon')).toHaveCount(0)

    await page.setViewportSize({ width: 1280, height: 844 })
    await page.goto('/cms/globals/home-page')
    await expect(page.locator('#field-hero__phrases__0__text')).toHaveValue(PHRASE)
    await saveHome(page, '#action-save')
    // Published: the phrase is in the site's own row, not in a draft version only.
    await expect
      .poll(() =>
        sql<{ text: string }>(
          `SELECT text FROM home_page_hero_phrases WHERE _locale = 'fr' ORDER BY _order LIMIT 1`,
        ),
      )
      .toEqual([{ text: PHRASE }])

    await visitor.context().clearCookies()
    await expectVisitorHome(visitor, '/', async (home) => {
      await expect(home.getByTestId('typed-phrase')).toHaveText(PHRASE, { timeout: 1000 })
      await expect(home.locator('#pricing').getByText(priceFigure)).toBeAttached({ timeout: 1000 })
    })
    // English keeps its texts; the price is the same in both languages, and the brief form's.
    await expectVisitorHome(visitor, '/en', async (home) => {
      await expect(home.getByTestId('typed-phrase')).toHaveText('SaaS systems', { timeout: 1000 })
      await expect(home.locator('#pricing').getByText(priceFigure)).toBeAttached({ timeout: 1000 })
    })
    await expectVisitorHome(visitor, '/demarrer-projet', async (brief) => {
      await expect(brief.getByText(priceFigure)).toBeVisible({ timeout: 1000 })
    })
  } finally {
    await visitor.context().close()
    await api.publish('fr', before)
  }
})
