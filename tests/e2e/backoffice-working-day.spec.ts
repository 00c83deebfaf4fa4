import type { Page } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { createAdmin, createClient, type Account } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/**
 * A working day without surprises (issue 49, item 10): the back office's own 404, French and
 * inside its frame; sessions named by browser and system with a readable address. The dashboard's
 * figures and greeting are in backoffice-dashboard.spec.ts, which counts what every test shares.
 */
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** No serious or critical axe-core violation on the page as it is. */
const expectAccessible = async (page: Page) => {
  expect(await seriousViolations(page)).toEqual([])
}

/** The back office's 404: its French words, its menu beside them, the way back to the dashboard. */
const expectBackOfficeNotFound = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pipeline' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
    'href',
    '/admin',
  )
}

let admin: Account

// Each test signs in an admin of its own: one account's second factor takes two sign-ins in 30 s.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test('an unknown back-office address shows the back office’s own 404, in French', async ({
  page,
}) => {
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  const response = await page.goto('/admin/une-page-absente')
  expect(response?.status()).toBe(404)
  await expectBackOfficeNotFound(page)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()
})

test('a back-office record that does not exist shows the same 404, in the theme the admin chose', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('html')).toHaveClass(/(^| )dark( |$)/)
  const response = await page.goto('/admin/finances/factures/999999999')
  expect(response?.status()).toBe(404)
  await expectBackOfficeNotFound(page)
  await expect(page.locator('html')).toHaveClass(/(^| )dark( |$)/)
  await expectAccessible(page)
  await context.close()
})

test.describe('from Chrome on Linux, an IPv4 client seen through IPv6', () => {
  test.use({ userAgent: CHROME_ON_LINUX, ip: '::ffff:192.0.2.10' })

  test('the admin’s sessions name the browser, the system and the IPv4 address', async ({
    page,
  }) => {
    await signIn(page, admin.email, admin.password)
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/settings')
    await expect(page.getByText('Chrome sur Linux · 192.0.2.10 · Cette session')).toBeVisible()
    await expect(page.getByText('::ffff:')).toHaveCount(0)
    await expect(page.getByText('Appareil inconnu')).toHaveCount(0)
  })

  test('a client’s sessions say the same in English', async ({ page, request }) => {
    const client = await createClient(request)
    await signIn(page, client.email, client.password)
    await expect(page).toHaveURL(/\/espace-client$/)
    await page.goto('/en/espace-client/compte')
    await expect(page.getByText('Chrome on Linux · 192.0.2.10 · This session')).toBeVisible()
    await expectAccessible(page)
  })
})
