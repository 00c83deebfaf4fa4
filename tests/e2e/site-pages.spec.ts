import { localizePath } from '@/domain/web/locale-path'
import { PUBLIC_PAGES } from '@/domain/web/public-pages'

import { adminToken } from './support/admin-api'
import { expect, test } from './support/fixtures'
import { holdScripts } from './support/hold-scripts'
import { previewPictureOf } from './support/preview-picture'

/** The public content pages in both languages, their search-engine tags and their 404. */
test('every public page is prerendered: no rendering and no query per visit', async ({
  request,
}) => {
  for (const path of PUBLIC_PAGES.map(({ path }) => path).filter(
    (path) => path !== '/demarrer-projet',
  )) {
    for (const url of [path, localizePath(path, 'en')]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['x-nextjs-prerender'], url).toMatch(/^1(, 1)*$/)
    }
  }
})

test('the FAQ shows the four categories as accordions, in French and in English', async ({
  page,
}) => {
  await page.goto('/faq')
  for (const category of ['Tarifs', 'Technique', 'Support', 'Processus']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
  }
  const first = page.locator('details').first()
  await expect(first.locator('p').first()).toBeHidden()
  await first.locator('summary').click()
  await expect(first.locator('p').first()).toBeVisible()
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  expect(jsonLd['@type']).toBe('FAQPage')
  expect(jsonLd.mainEntity.length).toBe(await page.locator('details').count())

  await page.goto('/en/faq')
  for (const category of ['Pricing', 'Technical', 'Support', 'Process']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
  }
  await expect(page.getByText('How much does a website or software project cost?')).toBeVisible()
})

test('a FAQ edit in the CMS shows on the page without a rebuild', async ({ page, request }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const list = await request.get('/api/faq-items?limit=1&sort=order&locale=fr', { headers })
  const item = (await list.json()).docs[0] as { id: number; question: string }
  const edited = `${item.question} (mise à jour ${Date.now()})`
  try {
    const update = await request.patch(`/api/faq-items/${item.id}?locale=fr`, {
      headers,
      data: { question: edited },
    })
    expect(update.ok()).toBe(true)
    await expect(async () => {
      await page.goto('/faq')
      await expect(page.getByText(edited)).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.patch(`/api/faq-items/${item.id}?locale=fr`, {
      headers,
      data: { question: item.question },
    })
  }
})

test("a glossary search typed before the page's script has run is kept", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/glossaire', { waitUntil: 'domcontentloaded' })
  const status = page.getByRole('status').filter({ hasText: /terme/ })
  const total = Number((await status.textContent())?.match(/\d+/)?.[0])
  await page.getByRole('searchbox', { name: 'Rechercher un terme' }).fill('api')
  release()
  await expect
    .poll(async () => Number((await status.textContent())?.match(/\d+/)?.[0]))
    .toBeLessThan(total)
  await expect(page.getByRole('searchbox', { name: 'Rechercher un terme' })).toHaveValue('api')
})

test('the glossary searches, filters by category and groups by letter, per language', async ({
  page,
}) => {
  await page.goto('/glossaire')
  const status = page.getByRole('status').filter({ hasText: /terme/ })
  const total = Number((await status.textContent())?.match(/\d+/)?.[0])
  expect(total).toBeGreaterThan(20)
  await expect(page.getByRole('heading', { level: 2, name: 'A', exact: true })).toBeVisible()

  await page.getByRole('searchbox', { name: 'Rechercher un terme' }).fill('api')
  await expect(page.getByText('API', { exact: true })).toBeVisible()
  // The list follows the box a moment later (a deferred render): wait for its new count.
  await expect
    .poll(async () => Number((await status.textContent())?.match(/\d+/)?.[0]))
    .toBeLessThan(total)

  await page.getByRole('searchbox', { name: 'Rechercher un terme' }).fill('zzzz introuvable')
  await expect(page.getByText('Aucun terme ne correspond à votre recherche.')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Rechercher un terme' }).fill('')
  await page.getByRole('button', { name: 'Sécurité' }).click()
  await expect(page.getByRole('button', { name: 'Sécurité' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const badges = await page.locator('dt span:last-child').allTextContents()
  expect(new Set(badges)).toEqual(new Set(['Sécurité']))

  await page.goto('/en/glossaire')
  await expect(page.getByRole('searchbox', { name: 'Search for a term' })).toBeVisible()
  await expect(
    page.getByText('A programming interface that lets two pieces of software'),
  ).toBeVisible()
  await expect(page.getByText('Interface de programmation qui permet')).toHaveCount(0)
})

test('the legal pages hold their real terms', async ({ page }) => {
  const pages: [string, string, string[]][] = [
    [
      '/confidentialite',
      'Politique de confidentialité',
      ['10 ans', '26 mois', 'tribunaux de Genève'],
    ],
    [
      '/conditions',
      'Conditions générales',
      ['droit suisse', 'tribunaux de Genève', 'préavis de 30 jours'],
    ],
    [
      '/rgpd',
      'RGPD et protection des données',
      [
        "Droit d'accès",
        'Droit de rectification',
        "Droit à l'effacement",
        'Droit à la portabilité',
        '30 jours',
      ],
    ],
    ['/cookies', 'Politique de cookies', ['26 mois']],
    [
      '/en/rgpd',
      'GDPR and data protection',
      ['Right of access', 'Right to rectification', 'Right to erasure', 'Right to portability'],
    ],
  ]
  for (const [path, title, texts] of pages) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    for (const text of texts)
      await expect(page.getByText(text).first(), `${path}: ${text}`).toBeVisible()
  }
})

test('the sitemap page links every public page', async ({ page }) => {
  await page.goto('/plan-du-site')
  const links: [string, string][] = [
    ['Accueil', '/'],
    ['FAQ', '/faq'],
    ['Glossaire', '/glossaire'],
    ['RGPD', '/rgpd'],
    ['Espace client', '/login'],
  ]
  for (const [name, href] of links) {
    await expect(page.locator('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href,
    )
  }
})

test('pages name their canonical URL and their translation; sitemap.xml and robots.txt exist', async ({
  page,
  request,
}) => {
  await page.goto('/en/faq')
  const origin = new URL(page.url()).origin
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/en/faq`)
  await expect(page.locator('link[hreflang="fr"]')).toHaveAttribute('href', `${origin}/faq`)
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/faq`)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Frequently asked questions',
  )
  await expect(page).toHaveTitle('Frequently asked questions · Studio')

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/en', '/faq', '/en/glossaire', '/rgpd']) {
    expect(sitemap).toContain(`<loc>${origin}${path}</loc>`)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /espace-client')
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

test('an unknown page is a 404 inside the site, logged in the console', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/en/nowhere-to-be-found')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(
    page.getByText('The page you are looking for does not exist or has moved.'),
  ).toBeVisible()
  await expect(page.locator('header').getByRole('link', { name: 'Start a project' })).toBeVisible()
  await expect.poll(() => logged.join('\n')).toContain('/en/nowhere-to-be-found')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/en$/)
})

test('the 404 follows the dark theme the visitor chose', async ({ browser }) => {
  for (const [colorScheme, stored, dark] of [
    ['dark', null, true],
    ['light', 'dark', true],
    ['dark', 'light', false],
  ] as const) {
    const context = await browser.newContext({ colorScheme })
    if (stored) await context.addInitScript((theme) => localStorage.setItem('theme', theme), stored)
    const page = await context.newPage()
    const response = await page.goto('/nulle-part')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(dark ? /(^| )dark( |$)/ : /^(?!.*\bdark\b)/)
    await context.close()
  }
})

test('every public page has its own preview picture for shared links, in its language', async ({
  page,
  request,
}) => {
  const pictures = new Set<string>()
  for (const { key, path } of PUBLIC_PAGES) {
    const french = await previewPictureOf(page, request, path)
    const english = await previewPictureOf(page, request, localizePath(path, 'en'))
    expect([french.path, english.path]).toEqual([`/og/${key}`, `/en/og/${key}`])
    expect(french.png.equals(english.png), path).toBe(false)
    pictures.add(french.png.toString('base64'))
  }
  expect(pictures.size).toBe(PUBLIC_PAGES.length)
  for (const missing of ['/og/nowhere', '/og/blog/no-such-post', '/og/faq/more', '/en/og/']) {
    expect((await request.get(missing)).status(), missing).toBe(404)
  }
})
