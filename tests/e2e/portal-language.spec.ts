import { createAdmin, sql } from './support/accounts'
import { adminToken } from './support/admin-api'
import { expect, signIn, signInByApi, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/**
 * Each person's language: the flag menu of the portal's header saves it on the account and opens
 * the same page in it; the next e-mail and the next sign-in follow it; the back office has none.
 */
let client: SeededClient

test.beforeAll(async ({ request }) => {
  client = await seedClient(request, 'language')
})

const savedLanguage = async (email: string) =>
  (await sql<{ language: string }>('select language from users where email = $1', [email]))[0]
    ?.language

test('a client switches to English: the page, its account, its next e-mail and sign-in', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  await signInByApi(page, client.email, client.password)
  await page.goto('/espace-client/demandes')
  await page.getByRole('button', { name: 'Langue : Français' }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/espace-client\/demandes$/)
  await expect(page.getByRole('link', { name: 'Requests' })).toBeVisible()
  expect(await savedLanguage(client.email)).toBe('en')

  const token = await adminToken(request)
  const finished = await request.post(`/api/client-requests/${client.requestIds[0]}/finish`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(finished.ok()).toBe(true)
  const mail = await mailbox.mailTo(client.email, (m) =>
    m.subject.includes(client.projectName.slice(5)),
  )
  expect(mail.subject).toBe(`Your request is done: Accueil ${client.projectName.slice(5)}`)

  // Signing in again from the French page lands in English, the account's choice.
  const context = await browser.newContext()
  const again = await context.newPage()
  await signIn(again, client.email, client.password)
  await expect(again).toHaveURL(/\/en\/espace-client$/)

  // By keyboard, back to French.
  await page.getByRole('button', { name: 'Language: English' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('link', { name: 'Français' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/espace-client\/demandes$/)
  await expect(page.getByRole('link', { name: 'Demandes' })).toBeVisible()
  expect(await savedLanguage(client.email)).toBe('fr')
  await context.close()
})

test('the back office has no language menu', async ({ page, request }) => {
  const admin = await createAdmin(request)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('button', { name: /^Langue/ })).toHaveCount(0)
})
