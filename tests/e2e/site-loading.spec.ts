import { GEIST_LATIN_WOFF2_BASE64 } from '../../src/features/site/font/geist-latin-data'
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

test('the text is set in the site typeface, ready before the body is parsed', async ({ page }) => {
  // Recorded when the parser creates <body>: the font script in <head> has run by then.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return
      observer.disconnect()
      const faces = [...document.fonts].filter((face) => face.family === 'Geist')
      document.documentElement.dataset.fontAtBody = faces.map((face) => face.status).join()
    }).observe(document, { childList: true, subtree: true })
  })
  const cdp = await page.context().newCDPSession(page)
  for (const path of ['/', '/en/faq', '/glossaire']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-font-at-body', 'loaded')
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    for (const selector of ['h1', 'main p', 'header a']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      expect(fonts, `${path} ${selector}`).toEqual([
        expect.objectContaining({ familyName: 'Geist', isCustomFont: true }),
      ])
    }
  }
})

test('the typeface reaches the browser once, in the HTML, and the head hydrates', async ({
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const bytes = GEIST_LATIN_WOFF2_BASE64.slice(0, 120)
  for (const path of ['/', '/en/faq']) {
    const markup = await (await request.get(path)).text()
    // Once: in the <head> script, not again in the RSC payload the page carries for React.
    expect(markup.split(bytes).length - 1, path).toBe(1)
    await page.goto(path)
    const sources = await page
      .locator('script[src^="/_next/static/chunks/"]')
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')!))
    for (const source of sources)
      expect((await (await request.get(source)).text()).includes(bytes), source).toBe(false)
    // Hydrated: the theme toggle answers, and the scripts keep their code in the DOM.
    const html = page.locator('html')
    const wasDark = await html.evaluate((root) => root.classList.contains('dark'))
    await page
      .getByRole('button', { name: /thème|theme/i })
      .first()
      .click()
    await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/)
    expect(await page.locator('head script:not([src])').first().textContent()).toContain(
      'localStorage',
    )
  }
  expect(errors).toEqual([])
})
