import { expect, test } from './support/fixtures'

/**
 * How the public pages load (issue 9's budgets): links fetch their page on intent, not on
 * sight, and the scripts a page starts with carry V8's compile hint.
 */
test('the home page fetches no other page until a link is pointed at', async ({ page }) => {
  const prefetches: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('_rsc')) prefetches.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(prefetches).toEqual([])

  const start = page.getByRole('banner').getByRole('link', { name: 'Démarrer un projet' })
  await start.hover()
  await expect
    .poll(() => prefetches.filter((url) => new URL(url).pathname === '/demarrer-projet'))
    .not.toEqual([])
  await start.click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/demarrer-projet$/)
})

test('the scripts a public page starts with carry the compile hint', async ({ page, request }) => {
  await page.goto('/faq')
  const sources = await page
    .locator('script[src^="/_next/static/chunks/"]')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')!))
  expect(sources.length).toBeGreaterThan(3)
  for (const source of sources) {
    const code = await (await request.get(source)).text()
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), source).toBe(true)
  }
})
