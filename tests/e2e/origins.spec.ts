import { expect, signIn, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/**
 * The e2e server runs as `npm start` does, without SERVER_URL: any loopback name on its port may
 * sign in and change data, and any other origin gets a 403 that says so.
 */
const FOREIGN = 'http://evil.example'
const REFUSAL = `Origine non autorisée : ${FOREIGN}. Ouvrez le site à son adresse, ou ajoutez cette origine à EXTRA_ORIGINS.`

let client: SeededClient

test.beforeAll(async ({ request }) => {
  client = await seedClient(request, 'origins')
})

const portOf = (baseURL: string | undefined) => new URL(baseURL!).port

for (const host of ['localhost', '127.0.0.1']) {
  test(`a client signs in and sends a request from http://${host}`, async ({ page, baseURL }) => {
    const origin = `http://${host}:${portOf(baseURL)}`
    await signIn(page, client.email, client.password, `${origin}/login`)
    await expect(page).toHaveURL(`${origin}/espace-client`)
    await page.goto(`${origin}/espace-client/demandes`)
    await page.getByLabel('Page concernée').fill(`Contact ${host}`)
    await page.getByLabel('Description du changement').fill('Ajouter le plan d’accès')
    await page.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(page.getByText('Demande soumise avec succès!')).toBeVisible()
    await expect(page.locator('#liste-demandes li').first()).toContainText(`Contact ${host}`)
  })
}

test('a signed-in change from http://[::1] keeps its session', async ({ page, baseURL }) => {
  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  const response = await page.request.post('/api/client-requests/submit', {
    headers: { Origin: `http://[::1]:${portOf(baseURL)}` },
    data: {
      project: client.projectId,
      pageConcerned: 'Accueil',
      changeDescription: 'Depuis [::1]',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
})

test('a mutation from another origin gets a 403 that names it, signed in or not', async ({
  page,
}) => {
  const signInFromAfar = await page.request.post('/api/users/login', {
    headers: { Origin: FOREIGN },
    data: { email: client.email, password: client.password },
  })
  expect(signInFromAfar.status()).toBe(403)
  expect(await signInFromAfar.json()).toMatchObject({ message: REFUSAL })

  await signIn(page, client.email, client.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  const change = await page.request.post('/api/client-requests/submit', {
    headers: { Origin: FOREIGN },
    data: {
      project: client.projectId,
      pageConcerned: 'Accueil',
      changeDescription: 'Depuis ailleurs',
    },
  })
  expect(change.status()).toBe(403)
  expect(await change.json()).toMatchObject({ message: REFUSAL, errors: [{ message: REFUSAL }] })

  // A server action of the CMS panel, through the proxy.
  const action = await page.request.post('/cms', {
    headers: { Origin: FOREIGN, 'Next-Action': '0'.repeat(42) },
    data: '[]',
  })
  expect(action.status()).toBe(403)
  expect(await action.json()).toMatchObject({ message: REFUSAL })

  // Reads from anywhere answer as before.
  const read = await page.request.get('/api/client-requests?limit=1', {
    headers: { Origin: `http://localhost:${new URL(page.url()).port}` },
  })
  expect(read.status()).toBe(200)
})
