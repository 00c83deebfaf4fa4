import { createAdmin, createClient, sql } from './support/accounts'
import { expect, signIn, signInByApi, test } from './support/fixtures'
import { BACK_OFFICE_ROUTES, PORTAL_ROUTES } from './support/routes'

/** Every route of the client area and of the back office, for each role. */

test('a visitor is redirected by the server before any page is rendered', async ({ request }) => {
  for (const path of [
    ...PORTAL_ROUTES,
    ...BACK_OFFICE_ROUTES,
    '/en/espace-client',
    '/first-setup',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    const location = response.headers().location ?? ''
    const login = path.startsWith('/en/') ? '/en/login' : '/login'
    expect(location, path).toBe(`${login}?next=${encodeURIComponent(path)}`)
    // The area's sign-out button (every page shares "Déconnexion réussie", the toast after it).
    expect(await response.text(), path).not.toMatch(/Déconnexion(?! réussie)/)
  }
})

test('a visitor comes back to the page it asked for after signing in', async ({
  page,
  request,
}) => {
  const client = await createClient(request)
  await page.goto('/espace-client/factures')
  await expect(page).toHaveURL(/\/login\?next=%2Fespace-client%2Ffactures$/)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client\/factures$/)
})

test('a client may open every client route and no back-office route', async ({ page, request }) => {
  const client = await createClient(request)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  for (const path of PORTAL_ROUTES) {
    await page.goto(path)
    await expect(page, path).toHaveURL(new RegExp(`${path}$`))
  }
  for (const path of BACK_OFFICE_ROUTES) {
    // Sent as the browser's own navigation would be (Payload only trusts the cookie then).
    const response = await page.request.get(path, {
      maxRedirects: 0,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(response.status(), path).toBe(307)
    expect(response.headers().location, path).toBe('/espace-client?notice=access-denied')
  }
  await page.goto('/admin/finances')
  await expect(page.getByText('Accès refusé')).toBeVisible()
  await expect(
    page.getByText("Vous n'avez pas la permission d'accéder à cette page."),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/espace-client$/)
})

test('an editor works in the CMS panel, not in the back office', async ({ page, request }) => {
  const editor = await createClient(request, 'editor')
  await sql(`UPDATE users SET role = 'editor' WHERE email = $1`, [editor.email])
  await signInByApi(page, editor.email, editor.password)
  await page.goto('/admin/settings')
  await expect(page.getByText('Accès refusé')).toBeVisible()
  await expect(page).toHaveURL(/\/espace-client$/)
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0)
})

test('an admin may open every route and sees the Administration link', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  for (const path of [...BACK_OFFICE_ROUTES, ...PORTAL_ROUTES]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(new RegExp(`${path}$`))
  }
  await page.goto('/espace-client')
  await page.getByRole('link', { name: 'Administration' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('the back office has no English address', async ({ request }) => {
  const response = await request.get('/en/admin/pipeline', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/admin/pipeline')
})
