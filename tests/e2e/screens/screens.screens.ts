import type { Page } from '@playwright/test'

import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../../../src/domain/web/public-pages'
import { PASSWORD } from '../support/accounts'
import { expect, signIn, test } from '../support/fixtures'
import { BACK_OFFICE_ROUTES, PORTAL_ROUTES } from '../support/routes'
import { SCREENS_ADMIN, SCREENS_CLIENT } from '../support/screens-data'

/**
 * Every page of every area compared with its reviewed picture (tests/e2e/screens/baselines), in
 * French and the light theme at 1280 px; the main ones also dark and at 390 px. They run first,
 * on the fresh seeded database `npm test` makes, so the data are the same in every run; what
 * still changes with the day is drawn as a fixed date or masked.
 * After a deliberate change: `npx playwright test --project=screens --update-snapshots` on a
 * fresh database, then look at every changed picture before committing it.
 */
test.use({ reducedMotion: 'reduce' })
test.describe.configure({ mode: 'parallel' })
// Each test draws a whole area, one picture after another.
test.setTimeout(300_000)

type Variant = { name: string; width: number; dark: boolean }
const DESKTOP: Variant = { name: '', width: 1280, dark: false }
const MAIN: Variant[] = [
  DESKTOP,
  { name: '-dark', width: 1280, dark: true },
  { name: '-390', width: 390, dark: false },
]

const fileName = (path: string) => path.replace(/^\//, '').replace(/\//g, '_') || 'home'

/** Waits until the page is still: data loaded, fonts and every picture (lazy ones too) drawn. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await document.fonts.ready
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}

/**
 * Writes every date and time as one fixed date ("28 nov. 2026, 14:05"): the day of the run changes
 * their text and so their width, and a table sizes its columns by their content.
 */
const fixDates = (page: Page) =>
  page.locator('time').evaluateAll((times) => {
    for (const time of times) {
      time.textContent = (time.textContent ?? '')
        .replace(/\d{1,2} \S+ \d{4}/g, '28 nov. 2026')
        .replace(/\d{2}:\d{2}/g, '14:05')
    }
  })

const compare = async (page: Page, path: string, variants: Variant[]) => {
  for (const variant of variants) {
    await page.emulateMedia({ colorScheme: variant.dark ? 'dark' : 'light' })
    await page.setViewportSize({ width: variant.width, height: 800 })
    await page.goto(path)
    await settle(page)
    await fixDates(page)
    await expect(page).toHaveScreenshot(`${fileName(path)}${variant.name}.png`, {
      fullPage: true,
      // The revenue chart's month names follow the day of the run; the tests browse from random
      // addresses (tests/e2e/support/fixtures.ts), which the account's sessions show, each in its
      // own element.
      mask: [
        page.locator('.recharts-xAxis-tick-labels'),
        page.locator('span', { hasText: /^198\.18\.\d+\.\d+$/ }),
      ],
    })
  }
}

test('back office', async ({ page }) => {
  await signIn(page, SCREENS_ADMIN, PASSWORD)
  await expect(page).toHaveURL(/\/admin$/)
  const main = new Set(['/admin/dashboard', '/admin/submissions', '/admin/projects'])
  for (const path of BACK_OFFICE_ROUTES) {
    await compare(page, path, main.has(path) ? MAIN : [DESKTOP])
  }
  // The back office's own 404, inside its frame.
  await compare(page, '/admin/une-page-absente', MAIN)
})

test('public pages', async ({ page }) => {
  const main = new Set(['/', '/demarrer-projet'])
  for (const { path } of [...PUBLIC_PAGES, ...ACCOUNT_PAGES]) {
    await compare(page, path, main.has(path) ? MAIN : [DESKTOP])
  }
  // The seed has no post yet; its case studies have their own pages.
  await page.goto('/')
  const study = await page.locator('main a[href^="/realisations/"]').first().getAttribute('href')
  await compare(page, study!, [DESKTOP])
})

test('client portal', async ({ page }) => {
  await signIn(page, SCREENS_CLIENT, PASSWORD)
  await expect(page).toHaveURL(/\/espace-client$/)
  for (const path of PORTAL_ROUTES) {
    await compare(page, path, path === '/espace-client' ? MAIN : [DESKTOP])
  }
})
