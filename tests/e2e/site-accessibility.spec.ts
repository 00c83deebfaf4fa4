import { localizePath } from '@/domain/web/locale-path'
import { PUBLIC_PAGES } from '@/domain/web/public-pages'

import { seriousViolations } from './support/accessibility'
import { expect, test } from './support/fixtures'

/** axe-core on every public page, both languages, both themes: no serious or critical violation. */
const PATHS = [
  ...PUBLIC_PAGES.map(({ path }) => path),
  '/plan-du-site',
  // A case study seeded by its migration: picture, figures, links.
  '/realisations/plateforme-immobiliere',
  '/login',
  '/auth/signup',
  '/une-page-absente',
]

// The two themes are independent and each takes a minute or more: one on each worker, so this
// file, among the last in order, does not finish the run alone.
test.describe.configure({ mode: 'parallel' })

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious or critical accessibility violation in the ${scheme} theme`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const found: string[] = []
    for (const path of PATHS.flatMap((path) => [path, localizePath(path, 'en')])) {
      await page.goto(path)
      // The 404 body is drawn in the browser (Next renders notFound() under a dynamic root
      // segment on the client, vercel/next.js#62228): scan once every page shows its heading.
      await page.locator('h1').first().waitFor()
      for (const violation of await seriousViolations(page)) found.push(`${path} ${violation}`)
    }
    await context.close()
    expect(found).toEqual([])
  })
}
