import type { Page } from '@playwright/test'

import { createAdmin } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'
import { seedClient } from './support/portal-data'

/**
 * No page of any area loads anything from another origin (a font, an avatar, an analytics beacon):
 * every request a walk through the area makes, documents, scripts, images and API calls alike,
 * goes to the app itself.
 */
const recordRequests = (page: Page) => {
  const urls: string[] = []
  page.context().on('request', (request) => urls.push(request.url()))
  return urls
}

/** Visits each path and lets its scripts, images and deferred loads finish. */
const walk = async (page: Page, paths: string[]) => {
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await page.waitForLoadState('networkidle')
  }
}

const expectOneOrigin = (urls: string[], origin: string) => {
  expect(urls.length).toBeGreaterThan(0)
  expect(urls.filter((url) => new URL(url).origin !== origin)).toEqual([])
}

test('the public site, in French and English, loads from its own origin only', async ({
  page,
  baseURL,
}) => {
  const urls = recordRequests(page)
  await walk(page, ['/', '/faq', '/glossaire', '/blog', '/demarrer-projet', '/support'])
  await walk(page, ['/en', '/en/faq', '/en/glossaire', '/en/demarrer-projet'])
  expectOneOrigin(urls, new URL(baseURL!).origin)
})

test('the client portal loads from its own origin only', async ({ page, request, baseURL }) => {
  const client = await seedClient(request, 'one-origin')
  const urls = recordRequests(page)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  await walk(page, [
    '/espace-client',
    '/espace-client/demandes',
    '/espace-client/mises-a-jour',
    '/espace-client/factures',
    '/espace-client/compte',
  ])
  expectOneOrigin(urls, new URL(baseURL!).origin)
})

test('the back office and the CMS panel load from their own origin only', async ({
  page,
  request,
  baseURL,
}) => {
  // Eight pages, the CMS panel's first loads among them: 21 s on a quiet machine.
  test.setTimeout(60_000)
  const admin = await createAdmin(request)
  const urls = recordRequests(page)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin/)
  await walk(page, [
    '/admin',
    '/admin/submissions',
    '/admin/projects',
    '/admin/support',
    '/admin/finances',
    '/admin/settings',
  ])

  // The panel's dashboard (with the account's avatar), a list and an edit view.
  await walk(page, ['/cms'])
  await expect(page.locator('svg.graphic-account')).toBeVisible()
  await expect(page.locator('img.gravatar-account')).toHaveCount(0)
  await walk(page, ['/cms/collections/faq-items'])
  await page.locator('.table tbody tr a').first().click()
  await expect(page).toHaveURL(/\/cms\/collections\/faq-items\/\d+/)
  await expect(page.locator('#field-question')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expectOneOrigin(urls, new URL(baseURL!).origin)
})
