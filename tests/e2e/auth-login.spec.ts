import { createAdmin, createClient } from './support/accounts'
import { expect, signIn, test } from './support/fixtures'

/** /login: validation, one answer for every wrong pair, each role's landing, sign-out. */
test('validates the e-mail and the 6-character minimum before asking the server', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText('Email invalide')).toBeVisible()
  await expect(page.getByText('Minimum 6 caractères')).toBeVisible()
  await page.getByLabel('Email').fill('a@b')
  await page.getByLabel('Mot de passe', { exact: true }).fill('12345')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText('Email invalide')).toBeVisible()
  await expect(page.getByText('Minimum 6 caractères')).toBeVisible()
})

test('gives a wrong password and an unknown address the same server message', async ({
  page,
  request,
}) => {
  const client = await createClient(request)
  const message = 'L’adresse e-mail ou le mot de passe fourni est incorrect.'
  await signIn(page, client.email, 'pas-le-bon')
  await expect(page.getByText(message)).toBeVisible()
  await page.reload()
  await signIn(page, 'personne-ici@test.example.com', 'pas-le-bon')
  await expect(page.getByText(message)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('Email')).toHaveValue('personne-ici@test.example.com')
})

test('a client lands in the client area, an admin in the back office', async ({
  page,
  request,
}) => {
  const client = await createClient(request)
  await signIn(page, client.email, client.password)
  await expect(page.getByText('Connexion réussie!')).toBeVisible()
  await expect(page).toHaveURL(/\/espace-client$/)
  await expect(page.getByText(client.email)).toBeVisible()

  await page.context().clearCookies()
  const admin = await createAdmin(request)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()
})

test('a signed-in account opening /login goes to its own space', async ({ page, request }) => {
  const client = await createClient(request)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/espace-client$/)
})

test('sign-out in French says so in French', async ({ page, request }) => {
  const client = await createClient(request)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  await page.getByRole('button', { name: 'Déconnexion' }).click()
  await expect(page.getByText('Déconnexion réussie')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('sign-out ends the session; the back button shows no private data', async ({
  page,
  request,
}) => {
  const client = await createClient(request)
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  // A second page of the area in history, in English this time.
  await page.goto('/en/espace-client')
  await expect(page.getByRole('heading', { name: 'Hello Camille' })).toBeVisible()
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'payload-token')
  expect(cookie?.httpOnly).toBe(true)
  // The cookie as a page of this site would send it (Payload ignores it from other origins).
  const replay = () =>
    request.get('/api/users/me', {
      headers: { Cookie: `payload-token=${cookie?.value}`, Origin: new URL(page.url()).origin },
    })
  expect((await (await replay()).json()).user?.email).toBe(client.email)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('Signed out')).toBeVisible()
  await expect(page).toHaveURL(/\/en\/login$/)

  await page.goBack()
  await expect(page).toHaveURL(/\/login\?next=%2Fespace-client$/)
  await expect(page.getByText(client.email)).toHaveCount(0)

  // The old cookie is dead on the server too, not only removed from this browser.
  expect((await (await replay()).json()).user).toBeNull()
})

test('an address hammering the login gets a clear refusal', async ({ page, request, ip }) => {
  const client = await createClient(request)
  await page.goto('/login')
  // The exact limit is an integration test; here, whatever the window, a refusal comes.
  const statuses: number[] = []
  while (statuses.at(-1) !== 429 && statuses.length < 22) {
    const answer = await page.request.post('/api/users/login', {
      headers: { 'x-forwarded-for': ip },
      data: { email: client.email, password: 'pas-le-bon' },
    })
    statuses.push(answer.status())
  }
  expect(statuses.at(-1)).toBe(429)
  await signIn(page, client.email, client.password)
  await expect(page.getByText(/Trop de tentatives\. Réessayez dans \d+ min\./)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
