import { splitChf } from '../../src/domain/billing/money'
import { sql, uniqueEmail } from './support/accounts'
import { updateIdentity } from './support/admin-api'
import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { subscribeInFooter } from './support/newsletter'

/** The home page and the shared layout: texts, figures, behaviours, both languages. */
test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('shows every section, figure and price of the French home', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nous concevons des')
    for (const anchor of ['about', 'capabilities', 'portfolio', 'pricing']) {
      await expect(page.locator(`#${anchor}`)).toBeAttached()
    }
    await expect(page.locator('#capabilities li')).toHaveCount(8)
    const counters = page.getByTestId('counter')
    await expect(counters).toHaveText(['30+', '5M+', '99%', '70+', '23K+', '100%'])
    for (const text of [
      'Livré en 8 semaines',
      'Livré en 6 semaines',
      '200+ utilisateurs inscrits',
      '85 % de réduction des coûts',
      '70+ sources de données unifiées',
      "23'000+ profils automatisés",
      '100 % propriété des données',
      // The offer cards set the figure large beside a small currency, in the one money format.
      splitChf(2499, 0).figure,
      splitChf(9999, 0).figure,
      'Maintenance continue',
      'Garantie : si nous livrons en retard, le premier mois de maintenance est offert.',
    ]) {
      await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible()
    }
    await expect(page.locator('#pricing').getByText('999', { exact: true })).toBeVisible()
    await expect(page.locator('#pricing').getByText('79', { exact: true })).toBeVisible()
    // Sub-headings of the feature lines are plain headings, not ticked items.
    const heading = page.locator('#pricing li', { hasText: /^Inclus:$/ }).first()
    await expect(heading).toBeVisible()
    await expect(heading.locator('svg')).toHaveCount(0)
    // The typed phrase stays whole.
    await page.waitForTimeout(2500)
    await expect(page.getByTestId('typed-phrase')).toHaveText('systèmes SaaS')
  })

  test('every call to action leads to the brief form', async ({ page }) => {
    await page.goto('/')
    const ctas = page.getByRole('link', { name: /Démarrer un projet/ })
    expect(await ctas.count()).toBeGreaterThanOrEqual(7)
    for (const href of await ctas.evaluateAll((links) =>
      links.map((l) => l.getAttribute('href')),
    )) {
      expect(href).toBe('/demarrer-projet')
    }
  })

  test('the English home is under /en with its own texts', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We build')
    await expect(page.getByText('Delivered in 8 weeks')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start a project' }).first()).toHaveAttribute(
      'href',
      '/en/demarrer-projet',
    )
  })
})

test('the phrases are typed at 100 ms, kept 2 s, erased at 50 ms, and cycled', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('typed-phrase')).toHaveText('systèmes SaaS')
  // Every change of the phrase, with its time, recorded in the page (no polling to miss one).
  const frames = await page.evaluate(
    () =>
      new Promise<{ text: string; at: number }[]>((resolve) => {
        const element = document.querySelector('[data-testid="typed-phrase"]')!
        const recorded: { text: string; at: number }[] = []
        const start = performance.now()
        new MutationObserver(() =>
          recorded.push({
            text: (element.textContent ?? '').replace(/\u00a0/g, ''),
            at: performance.now() - start,
          }),
        ).observe(element, { childList: true, characterData: true, subtree: true })
        // Until the second phrase starts being erased (a loaded machine slows timers down).
        const done = () =>
          recorded.some(({ text }) => text === 'architectures IA') &&
          recorded.at(-1)?.text === 'architectures I'
        const check = setInterval(() => {
          if (done()) {
            clearInterval(check)
            resolve(recorded)
          }
        }, 50)
        setTimeout(() => resolve(recorded), 20_000)
      }),
  )
  const texts = frames.map(({ text }) => text)
  const erased = ['systèmes Saa', 'systèmes', 's', '']
  const typed = ['a', 'archi', 'architectures I', 'architectures IA']
  let position = 0
  for (const expected of [...erased, ...typed, 'architectures I']) {
    position = texts.indexOf(expected, position)
    expect(position, `"${expected}" in ${JSON.stringify(texts)}`).toBeGreaterThanOrEqual(0)
  }
  const step = (from: string, to: string) => {
    const a = frames.findIndex(({ text }) => text === from)
    const b = frames.findIndex(({ text }, index) => index > a && text === to)
    return frames[b]!.at - frames[a]!.at
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!
  expect(
    median([step('systèmes Saa', 'systèmes Sa'), step('systèmes S', 'systèmes '), step('sy', 's')]),
  ).toBeLessThan(90)
  expect(
    median([step('a', 'ar'), step('arc', 'arch'), step('architectures', 'architectures ')]),
  ).toBeGreaterThan(80)
  expect(step('architectures IA', 'architectures I')).toBeGreaterThan(1900)
})

test('the headline keeps its height while the phrases change, with no gap under it', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    // Sampled while the first phrase is erased and the next typed.
    const heights = await heading.evaluate(
      (element) =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = []
          const sample = setInterval(() => seen.push(element.getBoundingClientRect().height), 100)
          setTimeout(() => {
            clearInterval(sample)
            resolve(seen)
          }, 4_000)
        }),
    )
    expect(new Set(heights).size, `${width}: ${heights.join(', ')}`).toBe(1)
    // Two lines, the title's and the phrase's: the longest phrase fits its line, so no empty
    // line waits under a shorter one.
    const lineHeight = await heading.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    )
    expect(heights[0]! / lineHeight, String(width)).toBeLessThanOrEqual(2.1)
  }
})

test('the caret blinks with a step-end animation, not a fade', async ({ page }) => {
  await page.goto('/')
  const caret = page.getByTestId('typed-phrase').locator('span')
  const animation = await caret.evaluate((element) => {
    const style = getComputedStyle(element)
    return [style.animationName, style.animationTimingFunction, style.animationIterationCount]
  })
  // step-end, as Chromium computes it
  expect(animation).toEqual(['caret', 'steps(1)', 'infinite'])
})

test('the counters count up over 2 s once in view', async ({ page }) => {
  await page.goto('/')
  const data = page.locator('#portfolio').getByTestId('counter').first()
  await data.scrollIntoViewIfNeeded()
  await expect(data).not.toHaveText('70+', { timeout: 1000 })
  await expect(data).toHaveText('70+', { timeout: 3000 })
})

test('the flag menu switches the language and the choice is kept', async ({ page, request }) => {
  // The preference is a temporary redirect: a browser must not remember it once changed.
  const preferred = await request.get('/faq', { headers: { Cookie: 'lang=en' }, maxRedirects: 0 })
  expect(preferred.status()).toBe(307)
  expect(preferred.headers().location).toBe('/en/faq')
  // No expiry: a 307 is then never stored, so a later choice of French is followed at once.
  expect(preferred.headers()['cache-control'] ?? '').not.toMatch(/max-age|immutable/)
  expect(preferred.headers().expires).toBeUndefined()

  await page.goto('/')
  await page.getByRole('button', { name: /Langue/ }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build')
  await page.goto('/')
  await expect(page).toHaveURL(/\/en$/)
  await page.getByRole('button', { name: /Language/ }).click()
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('the theme follows the system, then the stored choice, from the first paint', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Passer au thème clair' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  // Before any script of the app runs, the inline one already applied the stored choice.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await context.close()
})

test('the mobile drawer opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Tarifs' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/#pricing$/)
  await expectSectionAtTop(page, 'pricing')
})

test('on a phone the home is short: card rows scroll sideways, inside the page, by touch or keys', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/', '/en']) {
    await page.goto(path)
    // Eight capabilities, two case studies and three plans one under the other made 10,900 px.
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }))
    expect(size.height, path).toBeLessThan(5_000)
    expect(size.width, path).toBe(390)
  }
  const rail = page.getByRole('list', { name: 'Pricing' })
  const lastPlan = rail.getByRole('listitem').last()
  await rail.scrollIntoViewIfNeeded()
  await expect(rail).toBeInViewport()
  await expect(lastPlan).not.toBeInViewport()
  await rail.focus()
  // With the keyboard, as without a touch screen: each arrow snaps to the next card.
  await expect(async () => {
    await page.keyboard.press('ArrowRight')
    await expect(lastPlan).toBeInViewport({ ratio: 0.9, timeout: 500 })
  }).toPass({ timeout: 5_000 })
  // From 640 px on, the same list is a grid: nothing to scroll.
  await page.setViewportSize({ width: 1280, height: 800 })
  const overflow = await rail.evaluate((list) => list.scrollWidth - list.clientWidth)
  expect(overflow).toBe(0)
})

/**
 * Where a section link lands: the section starts 80 px from the top (its scroll margin, under
 * the sticky header), not above or below its target.
 */
const expectSectionAtTop = (page: Page, id: string) =>
  expect
    .poll(async () => (await page.locator(`#${id}`).boundingBox())?.y, { message: `#${id}` })
    .toBeCloseTo(80, -1)

/** The header's link to the prices, as a visitor on a wide screen follows it. */
const goToPricesFromMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Tarifs' })
    .click()

/** Reads `read` until two reads in a row agree (a scroll has come to rest); returns that value. */
const settledValue = async (read: () => Promise<number>) => {
  let value = await read()
  await expect
    .poll(async () => {
      const previous = value
      value = await read()
      return value === previous
    })
    .toBe(true)
  return value
}

/**
 * Records every offset the page scrolls through (the app changes pages within the document);
 * returns a function that takes those recorded up to two frames from its call.
 */
const recordScrollOffsets = async (page: Page) => {
  await page.evaluate(() => {
    const offsets: number[] = []
    Object.assign(window, { scrollOffsets: offsets })
    addEventListener('scroll', () => offsets.push(Math.round(scrollY)))
  })
  return () =>
    page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
      return (window as unknown as { scrollOffsets: number[] }).scrollOffsets.splice(0)
    })
}

test('the section links of the home page land on their sections', async ({ page }) => {
  // From the hero and from the header, each link ends on its target.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.getByRole('link', { name: 'Voir nos réalisations' }).click()
  await expect(page).toHaveURL(/#portfolio$/)
  await expectSectionAtTop(page, 'portfolio')
  await goToPricesFromMenu(page)
  await expect(page).toHaveURL(/#pricing$/)
  await expectSectionAtTop(page, 'pricing')
})

test('an address with a section anchor opens on that section', async ({ page }) => {
  for (const id of ['about', 'capabilities', 'portfolio', 'pricing']) {
    // A fresh load each time, as when the address is opened (not a change of fragment).
    await page.goto('about:blank')
    await page.goto(`/en#${id}`)
    await expectSectionAtTop(page, id)
  }
})

/**
 * Reads down to the prices with the wheel, as a visitor does. Returns where the prices' heading
 * rests once the scroll has settled.
 */
const readDownToPrices = async (page: Page) => {
  const top = async () => (await page.locator('#pricing-heading').boundingBox())!.y
  while ((await top()) > 300) {
    const at = await page.evaluate(() => scrollY)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(at)
  }
  return { top, settled: await settledValue(top) }
}

test('a reload keeps the visitor on the section they were reading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  const { top, settled } = await readDownToPrices(page)
  await page.reload()
  await expect.poll(top).toBeCloseTo(settled, -1)
})

test('the brief opens at its top and back returns to the prices at once, not gliding', async ({
  page,
}) => {
  // With the browser's default motion: a change of page never glides.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await readDownToPrices(page)
  // The prices' first button in view without a glide, so that the click does not scroll.
  const start = page.locator('#pricing').getByRole('link', { name: 'Démarrer un projet' }).first()
  await start.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }))
  const offsets = await recordScrollOffsets(page)
  const before = await page.evaluate(() => Math.round(scrollY))
  const heading = async () => (await page.locator('#pricing-heading').boundingBox())!.y
  const headingBefore = await heading()
  // A glide passes through dozens of offsets (one per frame for about a second), a jump through
  // one, or two when the document first changes height under it (the viewport is then clamped).
  const expectJumpTo = async (target: number) => {
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(target)
    const trail = await offsets()
    expect(trail.at(-1)).toBe(target)
    expect(trail.length).toBeLessThanOrEqual(2)
  }
  await start.click()
  await expect(page).toHaveURL(/\/demarrer-projet$/)
  await expectJumpTo(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expectJumpTo(before)
  expect(await heading()).toBeCloseTo(headingBefore, -1)
})

test('the chat button opens WhatsApp with the French message, from the studio identity', async ({
  page,
  request,
}) => {
  await updateIdentity(request, { messagingUrl: 'https://wa.me/41790000001' })
  await page.goto('/en')
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' })
  const href = new URL((await chat.getAttribute('href')) ?? '')
  expect(href.origin + href.pathname).toBe('https://wa.me/41790000001')
  expect(href.searchParams.get('text')).toBe("Bonjour, j'aimerais mettre à jour mon site.")
})

test('the footer has every link of the spec, and the studio’s profiles once it has them', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const footer = page.locator('footer')
  // A fresh install has no profile: no placeholder link to a network's home page.
  await expect(footer.getByRole('list', { name: 'Réseaux sociaux' })).toHaveCount(0)
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  for (const href of [
    '/#about',
    '/#capabilities',
    '/blog',
    '/faq',
    '/glossaire',
    '/support',
    '/confidentialite',
    '/conditions',
    '/rgpd',
    '/plan-du-site',
    '/cookies',
    '/mentions-legales',
  ]) {
    expect(hrefs, href).toContain(href)
  }
  const profiles = [
    { network: 'instagram', url: 'https://www.instagram.com/studio.test' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/studio-test' },
    { network: 'facebook', url: 'https://www.facebook.com/studio.test' },
  ]
  await updateIdentity(request, { social: profiles })
  try {
    await expect(async () => {
      await page.goto('/')
      for (const [name, { url }] of [
        ['Instagram', profiles[0]!],
        ['LinkedIn', profiles[1]!],
        ['Facebook', profiles[2]!],
      ] as const) {
        await expect(footer.getByRole('link', { name })).toHaveAttribute('href', url, {
          timeout: 1000,
        })
      }
    }).toPass({ timeout: 15_000 })
  } finally {
    await updateIdentity(request, { social: [] })
  }
})

test('the newsletter stores a valid address once and explains a bad one', async ({ page }) => {
  const email = uniqueEmail('footer')
  await page.goto('/')
  const field = page.getByLabel('Votre email')
  await page.getByRole('button', { name: "S'abonner" }).click()
  await expect(page.getByText('Email invalide')).toBeVisible()
  await field.fill('pas-un-email')
  await page.getByRole('button', { name: "S'abonner" }).click()
  await expect(page.getByText('Email invalide')).toBeVisible()
  for (const attempt of [1, 2]) {
    await subscribeInFooter(page, email)
    await expect(field, `attempt ${attempt}`).toHaveValue('')
  }
  expect(await sql('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [email])).toHaveLength(
    1,
  )
})
