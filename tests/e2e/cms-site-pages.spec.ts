import type { APIRequestContext, Page } from '@playwright/test'

import type { LegalPage, SiteContact, StudioIdentity } from '@payload-types'

import { seriousViolations } from './support/accessibility'
import { createAdmin, createClient, sql } from './support/accounts'
import { adminToken } from './support/admin-api'
import { expect, signIn, signInByApi, test } from './support/fixtures'

/** A prerendered page, reloaded until the CMS's change shows (its cache tag marked stale). */
const expectOnPage = (page: Page, path: string, check: () => Promise<void>) =>
  expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: 15_000 })

/** The panel as the studio opens it: a French-speaking browser. */
test.use({ locale: 'fr-CH' })

const api = async (request: APIRequestContext) => ({
  Authorization: `JWT ${await adminToken(request)}`,
})

test('the support cards and the footer change with the CMS, in the edited language only', async ({
  page,
  request,
}) => {
  const headers = await api(request)
  const url = '/api/globals/site-contact?locale=fr&depth=0'
  const before = (await (await request.get(url, { headers })).json()) as SiteContact
  const support = { ...before.support, hoursValue: 'Lun-Sam 8h-19h' }
  const footer = { ...before.footer, rights: '© 2026 Studio. Tous droits réservés.' }
  try {
    expect((await request.post(url, { headers, data: { support, footer } })).status()).toBe(200)
    await expectOnPage(page, '/support', async () => {
      await expect(page.getByText('Lun-Sam 8h-19h')).toBeVisible({ timeout: 1000 })
      await expect(page.getByText('© 2026 Studio.')).toBeVisible({ timeout: 1000 })
    })
    await expectOnPage(page, '/', () =>
      expect(page.getByText('© 2026 Studio.')).toBeVisible({ timeout: 1000 }),
    )
    await page.goto('/en/support')
    await expect(page.getByText('Mon-Fri 9am-6pm')).toBeVisible()
    await expect(page.getByText('© 2025 Studio. All rights reserved.')).toBeVisible()
  } finally {
    await request.post(url, {
      headers,
      data: { support: before.support, footer: before.footer },
    })
  }
})

test('a legal page edited in the CMS shows its new text; its draft does not', async ({
  page,
  request,
}) => {
  const headers = await api(request)
  const found = await request.get('/api/legal-pages?locale=fr&depth=0&where[page][equals]=terms', {
    headers,
  })
  const terms = ((await found.json()) as { docs: LegalPage[] }).docs[0]!
  const url = `/api/legal-pages/${terms.id}?locale=fr`
  try {
    const draft = await request.patch(`${url}&draft=true`, {
      headers,
      data: { title: 'Conditions (brouillon)', _status: 'draft' },
    })
    expect(draft.status()).toBe(200)
    await page.goto('/conditions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title)
    const published = await request.patch(url, {
      headers,
      data: { title: 'Conditions générales de vente', _status: 'published' },
    })
    expect(published.status()).toBe(200)
    await expectOnPage(page, '/conditions', () =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales de vente', {
        timeout: 1000,
      }),
    )
    await page.goto('/en/conditions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions')
  } finally {
    await request.patch(url, {
      headers,
      data: { title: terms.title, _status: 'published' },
    })
  }
})

test('the studio identity edited in the CMS is the imprint’s, the footer’s and the support page’s; an empty link is not shown', async ({
  page,
  request,
}) => {
  const headers = await api(request)
  const url = '/api/globals/studio-identity?depth=0'
  const {
    id: _id,
    updatedAt: _at,
    createdAt: _created,
    ...before
  } = (await (await request.get(url, { headers })).json()) as StudioIdentity
  const admin = await createAdmin(request)
  try {
    // An admin enters the company's number in the panel, as the studio would.
    await signInByApi(page, admin.email, admin.password)
    await page.goto('/cms/globals/studio-identity')
    await page.locator('#field-uid').fill('CHE-123.456.789')
    await page.locator('#action-save').click()
    await expect(page.getByText('Numéro IDE invalide').first()).toBeVisible({ timeout: 15_000 })
    await page.locator('#field-uid').fill('CHE-109.322.551')
    await page.locator('#action-save').click()
    await expect(page.getByText(/mis à jour|enregistré/i).first()).toBeVisible({ timeout: 15_000 })

    await expectOnPage(page, '/mentions-legales', async () => {
      await expect(page.getByText('CHE-109.322.551', { exact: true })).toBeVisible({
        timeout: 1000,
      })
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales')
    await expect(page.locator('footer')).toContainText('IDE CHE-109.322.551')
    expect(await seriousViolations(page)).toEqual([])
    // The English address readers type leads to the English imprint.
    await page.goto('/en/legal-notice')
    await expect(page).toHaveURL(/\/en\/mentions-legales$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice')
    await expect(page.getByText('UID number')).toBeVisible()

    // No messaging link, no phone: no WhatsApp card, button or row, no phone card; then a phone.
    await request.post(url, { headers, data: { messagingUrl: null, phone: null } })
    await expectOnPage(page, '/support', async () => {
      await expect(page.getByRole('heading', { name: 'WhatsApp' })).toHaveCount(0, {
        timeout: 1000,
      })
    })
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Téléphone' })).toHaveCount(0)
    await page.goto('/mentions-legales')
    await expect(page.getByText('Messagerie')).toHaveCount(0)
    await request.post(url, { headers, data: { phone: '+41 22 555 01 77' } })
    await expectOnPage(page, '/support', async () => {
      await expect(page.getByRole('link', { name: '+41 22 555 01 77' })).toHaveAttribute(
        'href',
        'tel:+41225550177',
        { timeout: 1000 },
      )
    })
  } finally {
    await request.post(url, { headers, data: before })
  }
})

test('an editor keeps the contact channels current but cannot change the company’s numbers', async ({
  page,
  request,
}) => {
  const editor = await createClient(request, 'editor')
  await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
  await signIn(page, editor.email, editor.password)
  await expect(page).toHaveURL(/\/espace-client/)
  await page.goto('/cms/globals/studio-identity')
  await expect(page.locator('#field-name')).toBeEditable()
  await page.getByRole('button', { name: 'Coordonnées' }).click()
  await expect(page.locator('#field-phone')).toBeEditable()
  await page.getByRole('button', { name: 'Société' }).click()
  for (const field of ['legalName', 'uid', 'vatNumber', 'street']) {
    await expect(page.locator(`#field-${field}`)).not.toBeEditable()
  }
})
