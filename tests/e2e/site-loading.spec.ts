import { expect, test } from './support/fixtures'

/**
 * How the public pages load: links fetch their page on intent, not on sight, and the typeface
 * is a file of the site's own that next/font preloads.
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

test('the brief form downloads its validation code when it is first used, not with the page', async ({
  page,
}) => {
  const validation: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    // Zod's own error class, in whichever chunk the bundler put it.
    if ((await response.text()).includes('ZodError')) validation.push(response.url())
  })
  await page.goto('/demarrer-projet')
  await page.waitForLoadState('networkidle')
  expect(validation).toEqual([])

  await page.getByLabel('Prénom').focus()
  await expect.poll(() => validation.length).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page.getByText('Prénom requis')).toBeVisible()
})

test('the text is set in the site typeface, a preloaded file of the site', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/en/faq', '/glossaire']) {
    const html = await (await request.get(path)).text()
    // No font, nor any other file, inlined as base64 into the page.
    expect(html, path).not.toMatch(/base64,|[A-Za-z0-9+/]{400,}/)
    const preload = /<link rel="preload" href="([^"]+\.woff2)" as="font"[^>]*>/.exec(html)
    expect(preload, path).not.toBeNull()
    const font = await request.get(preload![1]!)
    expect(font.headers()['content-type']).toBe('font/woff2')
    expect(font.headers()['cache-control']).toContain('immutable')

    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    const family = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)
    expect(family, path).toMatch(/geist/i)
    const geistFaces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => /geist/i.test(face.family) && face.status === 'loaded')
        .map((face) => face.family),
    )
    expect(geistFaces.length, path).toBeGreaterThan(0)
  }
})

test('the theme script runs before the first paint and the page hydrates cleanly', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  // Recorded when the parser creates the page's header, its first content: the theme script at
  // the top of the body has run by then.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('header')) return
      observer.disconnect()
      document.documentElement.dataset.darkAtContent = String(
        document.documentElement.classList.contains('dark'),
      )
    }).observe(document, { childList: true, subtree: true })
  })
  for (const path of ['/', '/en/faq']) {
    await page.goto(path)
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-dark-at-content', 'true')
    // Hydrated: the theme toggle answers and remembers the choice.
    await page
      .getByRole('button', { name: /thème|theme/i })
      .first()
      .click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    await page.reload()
    await expect(html).toHaveAttribute('data-dark-at-content', 'false')
    await page.evaluate(() => localStorage.clear())
  }
  expect(errors).toEqual([])
})
