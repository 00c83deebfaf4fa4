import { createAdmin, createClient, sql } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** /first-setup: signed-in only; the first account claims the admin role, later ones cannot. */
test('a visitor is sent to sign in first, then back', async ({ page, request }) => {
  const client = await createClient(request)
  await page.goto('/first-setup')
  await expect(page).toHaveURL(/\/login\?next=%2Ffirst-setup$/)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/first-setup$/)
})

test('once an admin exists, the claim is refused and the client goes to its space', async ({
  page,
  request,
}) => {
  // Made here, so the test does not depend on another file having made one first.
  await createAdmin(request)
  const client = await createClient(request)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  await page.goto('/first-setup')
  await expect(page.getByText('Un administrateur existe déjà').first()).toBeVisible()
  await page.waitForURL(/\/espace-client$/)
  const rows = await sql<{ role: string }>('SELECT role FROM users WHERE email = $1', [
    client.email,
  ])
  expect(rows[0]?.role).toBe('client')
})

test('a failed claim says so and lets the user try again', async ({ page, request }) => {
  const client = await createClient(request)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  // Failures the server cannot be made to produce on demand: the answers are replaced in the
  // browser (no admin yet, then a server error, then a dropped connection).
  await page.route('**/api/users/first-setup', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { adminExists: false } })
      : route.fulfill({ status: 500, json: { message: 'boom' } }),
  )
  await page.goto('/first-setup')
  await page.getByRole('button', { name: 'Devenir administrateur' }).click()
  await expect(page.getByText('Erreur lors de la configuration')).toBeVisible()
  await page.unroute('**/api/users/first-setup')
  await page.route('**/api/users/first-setup', (route) => route.abort('connectionreset'))
  await page.getByRole('button', { name: 'Devenir administrateur' }).click()
  await expect(page.getByText("Une erreur inattendue s'est produite")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Devenir administrateur' })).toBeEnabled()
  const rows = await sql<{ role: string }>('SELECT role FROM users WHERE email = $1', [
    client.email,
  ])
  expect(rows[0]?.role).toBe('client')
})

test.describe('with no admin yet', () => {
  let admins: number[] = []
  test.beforeEach(async () => {
    // The e2e database starts with the README's admin: set it aside for this journey.
    admins = (await sql<{ id: number }>(`SELECT id FROM users WHERE role = 'admin'`)).map(
      ({ id }) => id,
    )
    await sql(`UPDATE users SET role = 'client' WHERE id = ANY($1)`, [admins])
  })
  test.afterEach(async () => {
    await sql(`UPDATE users SET role = 'admin' WHERE id = ANY($1)`, [admins])
  })

  test('the first user claims the admin role and lands in the back office', async ({
    page,
    request,
  }) => {
    const first = await createClient(request, 'first')
    await signIn(page, first.email, first.password)
    await expect(page).toHaveURL(/\/espace-client$/)
    await page.goto('/first-setup')
    await page.getByRole('button', { name: 'Devenir administrateur' }).dblclick()
    await expect(page.getByText('Vous êtes maintenant administrateur !').first()).toBeVisible()
    // An admin needs a second factor: the session opened as a client ends, and signing in again
    // enrols one.
    await page.waitForURL(/\/login\?next=%2Fadmin$/)
    await signIn(page, first.email, first.password)
    await page.waitForURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()

    const roles = await sql<{ email: string }>(`SELECT email FROM users WHERE role = 'admin'`)
    expect(roles.map(({ email }) => email)).toEqual([first.email])
    await sql(`UPDATE users SET role = 'client' WHERE email = $1`, [first.email])
  })
})
