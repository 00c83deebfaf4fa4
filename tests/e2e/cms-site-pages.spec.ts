import type { APIRequestContext, Page } from '@playwright/test'

import type { LegalPage, SiteContact } from '@payload-types'

import { adminToken } from './support/admin-api'
import { expect, test } from './support/fixtures'

/** A prerendered page, reloaded until the CMS's change shows (its cache tag marked stale). */
const expectOnPage = (page: Page, path: string, check: () => Promise<void>) =>
  expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: 15_000 })

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
