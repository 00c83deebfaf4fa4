import { expect, test } from './support/fixtures'

/** The app runs from a fresh database: the site answers, the CMS sends to the sign-in, 404s are 404s. */
test('the home page answers 200 in French', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('/cms sends a visitor to the sign-in, which asks for the second factor', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/login\?next=%2Fcms$/)
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible()
})

test('the API refuses visitors the accounts list and has no GraphQL', async ({ request }) => {
  const users = await request.get('/api/users')
  expect(users.status()).toBe(403)
  const graphql = await request.post('/api/graphql', { data: { query: '{ __typename }' } })
  expect(graphql.status()).toBe(404)
})

test('an unknown path answers 404 with the product’s not-found page', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('/api/health answers 200 with the database and the disk checked, never cached', async ({
  request,
}) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const body = (await response.json()) as { status: string; checks: Record<string, unknown> }
  expect(body).toMatchObject({
    status: 'ok',
    checks: {
      database: { ok: true, ms: expect.any(Number) },
      storage: { ok: true, kind: 'disk', ms: expect.any(Number) },
    },
  })
})
