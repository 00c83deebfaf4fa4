import { createAdmin } from './support/accounts'
import { adminToken } from './support/admin-api'
import { expect, signIn, test } from './support/fixtures'
import { LONG, seedLongRows } from './support/long-rows'
import { BACK_OFFICE_LISTS, BACK_OFFICE_ROUTES } from './support/routes'

/**
 * No page of the back office scrolls sideways, nor any of its tables, on a desktop or a phone,
 * with more rows of long data in every list than its page holds (30 at most), their pagers showing.
 */
const ROWS = 40
let removeLongRows: () => Promise<void> = async () => undefined

test.beforeAll(async ({ request }) => {
  // Nearly three hundred REST calls.
  test.setTimeout(120_000)
  const rows = await seedLongRows(request, await adminToken(request), ROWS)
  removeLongRows = rows.remove
})
test.afterAll(() => removeLongRows())

for (const width of [1280, 390]) {
  test(`no back-office page is wider than a ${width} px window`, async ({ page, request }) => {
    // Eleven pages, then a menu on three of them and two side panels.
    test.setTimeout(90_000)
    const admin = await createAdmin(request)
    await page.setViewportSize({ width, height: 844 })
    await signIn(page, admin.email, admin.password)
    await expect(page).toHaveURL(/\/admin$/)
    for (const path of BACK_OFFICE_ROUTES) {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // The lists have loaded and rendered their rows: no request left, no table still loading.
      await page.waitForLoadState('networkidle')
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      // The lists show their pager: more rows than fit on a page.
      if (BACK_OFFICE_LISTS.includes(path))
        await expect(page.getByRole('navigation', { name: 'Pagination' }).first()).toBeVisible()
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }))
      expect(widths.page, `${path} at ${width} px`).toBeLessThanOrEqual(widths.window)
      // Nor does a table inside its frame: it fits a laptop's width and is a list of cards on a
      // phone (src/features/backoffice/list/data-table.tsx).
      // The table's own width: the frame clips what does not fit rather than scroll it.
      const overflows = await page
        .locator('.data-table-frame')
        .evaluateAll((frames) =>
          frames.map(
            (frame) => (frame.querySelector('table')?.offsetWidth ?? 0) - frame.clientWidth,
          ),
        )
      expect(
        overflows.filter((extra) => extra > 0),
        `${path} tables at ${width} px`,
      ).toEqual([])
    }

    // Nor do a row's menu and a row's side panel: they open over the page, inside the window.
    const opened = async (what: string) => {
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(extra, `${what} at ${width} px`).toBeLessThanOrEqual(0)
    }
    for (const path of ['/admin/pipeline', '/admin/projects', '/admin/clients']) {
      await page.goto(path)
      await page
        .getByRole('button', { name: /^Actions pour / })
        .first()
        .click()
      await expect(page.getByRole('menu')).toBeVisible()
      await opened(`${path} with a row menu open`)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toBeHidden()
    }
    await page.goto(`/admin/projects?q=${encodeURIComponent(LONG)}`)
    await page
      .getByRole('button', { name: new RegExp(`^${LONG} `) })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await opened('a project’s side panel')
    await page.goto('/admin/submissions')
    await page
      .getByRole('button', { name: /^Voir les détails de / })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await opened('a submission’s side panel')
  })
}
