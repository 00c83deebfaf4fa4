import type { Response } from '@playwright/test'

import { createAdmin, createClient, uniqueEmail } from './support/accounts'
import { adminToken } from './support/admin-api'
import { fillBrief, fixture } from './support/brief'
import { expect, signIn, test } from './support/fixtures'

/**
 * The security headers of each kind of response. That no page violates its policy is checked on
 * every page of the suite by the `test` fixture; here, what the policies say.
 */

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? ''

const sources = (policy: string, name: string) => directive(policy, name).split(' ').slice(1)

/** Headers every response has, whatever it holds. */
const expectCommonHeaders = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-frame-options']).toBe('DENY')
  // The e2e server is a production build.
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
}

/** A page policy: scripts from the site only, never eval, never framed, no plugins. */
const expectPagePolicy = (policy: string, { inline }: { inline: boolean }) => {
  expect(policy).not.toContain('unsafe-eval')
  expect(sources(policy, 'script-src').includes("'unsafe-inline'")).toBe(inline)
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  expect(directive(policy, 'object-src')).toBe("object-src 'none'")
  expect(directive(policy, 'default-src')).toBe("default-src 'self'")
  expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
}

/** The per-request policy of a page and the nonce it names, which the page's scripts carry. */
const expectNoncePolicy = async (response: Response | null) => {
  const headers = await response!.allHeaders()
  expectCommonHeaders(headers)
  const policy = headers['content-security-policy']!
  expectPagePolicy(policy, { inline: false })
  const nonce = /'nonce-([^']+)'/.exec(directive(policy, 'script-src'))?.[1]
  expect(nonce).toBeTruthy()
  expect(await response!.text()).toContain(`nonce="${nonce}"`)
  return nonce
}

for (const path of ['/', '/en', '/faq']) {
  test(`${path} is served prerendered with the policy of pages without a nonce`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    const headers = await response!.allHeaders()
    expectCommonHeaders(headers)
    // From the cache: the same file for everyone, nothing rendered for this visit.
    expect(headers['x-nextjs-prerender']).toContain('1')
    const policy = headers['content-security-policy']!
    expectPagePolicy(policy, { inline: true })
    expect(sources(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(await response!.text()).not.toContain('nonce=')
    // No client hint the site does not use: Critical-CH would make Chrome load the page twice.
    expect(headers['critical-ch']).toBeUndefined()
    // The same policy for the next visitor: no per-request nonce made this page dynamic.
    const again = await page.request.get(path)
    expect(again.headers()['content-security-policy']).toBe(policy)

    // Scripts run: the theme toggle and the language menu answer.
    const root = page.locator('html')
    const dark = (await root.getAttribute('class'))?.includes('dark') ?? false
    await page
      .getByRole('button', { name: /thème|theme/i })
      .first()
      .click()
    if (dark) await expect(root).not.toHaveClass(/dark/)
    else await expect(root).toHaveClass(/dark/)
    await page.getByRole('button', { name: /Langue|Language/ }).click()
    await expect(
      page.getByRole('link', { name: path === '/en' ? 'Français' : 'English' }),
    ).toBeVisible()
  })
}

test('sign-in, portal and back office pages carry a fresh nonce on every response', async ({
  page,
  request,
}) => {
  const first = await expectNoncePolicy(await page.goto('/login'))
  const second = await expectNoncePolicy(await page.goto('/en/login'))
  expect(second).not.toBe(first)
  // Every other account page is rendered per request too (the proxy's matcher lists them).
  for (const path of ['/auth/signup', '/en/auth/signup', '/reset-password', '/en/reset-password'])
    await expectNoncePolicy(await page.goto(path))

  const client = await createClient(request, 'csp-client')
  await page.goto('/login')
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  await expectNoncePolicy(await page.goto('/espace-client'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.context().clearCookies()
  const admin = await createAdmin(request)
  await page.goto('/login')
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin/)
  await expectNoncePolicy(await page.goto('/admin'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the CMS panel has its own nonce policy and loads no image from elsewhere', async ({
  page,
  request,
}) => {
  // /cms/login sends to the product's sign-in (it asks for the second factor): sign in there.
  const admin = await createAdmin(request)
  await page.goto('/login')
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin/)
  const response = await page.goto('/cms')
  await expectNoncePolicy(response)
  // The panel alone follows the system's colour scheme from its first response.
  expect((await response!.allHeaders())['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  const policy = (await response!.allHeaders())['content-security-policy']!
  expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])

  // The panel's editors run under that policy too.
  await expectNoncePolicy(await page.goto('/cms/collections/posts/create'))
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible()
})

test("the build's static files carry the headers that apply to a file, not a document's", async ({
  page,
  request,
}) => {
  await page.goto('/')
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  const response = await request.get(script!)
  expect(response.ok()).toBe(true)
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  // Framing and window-group rules concern documents only.
  expect(headers['x-frame-options']).toBeUndefined()
  expect(headers['cross-origin-opener-policy']).toBeUndefined()
})

test('API responses are sandboxed and load nothing', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(403)
  const headers = response.headers()
  expectCommonHeaders(headers)
  expect(headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox",
  )
})

test('a brief file downloads as an attachment that is never sniffed or rendered', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('csp-brief')
  await page.goto('/demarrer-projet')
  await fillBrief(page, email)
  await page.locator('input[type="file"]').setInputFiles([fixture('logo.png')])
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page).toHaveURL(/\/demarrer-projet\/merci$/)

  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get(
    `/api/project-files?where[submission.email][equals]=${encodeURIComponent(email)}`,
    { headers: auth },
  )
  const [file] = (await found.json()).docs as { url: string }[]
  const download = await request.get(file!.url, { headers: auth })
  expect(download.status()).toBe(200)
  const headers = download.headers()
  expectCommonHeaders(headers)
  expect(headers['content-type']).toBe('image/png')
  expect(headers['content-disposition']).toBe("attachment; filename*=UTF-8''logo.png")
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers['content-security-policy']).toContain('sandbox')
})
