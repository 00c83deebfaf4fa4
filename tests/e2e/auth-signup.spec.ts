import type { Page } from '@playwright/test'

import { PASSWORD, sql, uniqueEmail } from './support/accounts'
import { expect, test } from './support/fixtures'

/** /auth/signup: every validation message, the new client lands in the portal, nothing twice. */

/** How many sign-up requests the page has sent so far. */
const countSignups = (page: Page) => {
  const posted = { count: 0 }
  page.on('request', (request) => {
    if (request.url().includes('/api/users/signup')) posted.count += 1
  })
  return posted
}
test('shows every validation message and sends nothing while the form is invalid', async ({
  page,
}) => {
  const posted = countSignups(page)
  await page.goto('/auth/signup')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByText('Minimum 2 caractères')).toHaveCount(2)
  await expect(page.getByText('Email invalide')).toBeVisible()
  await expect(page.getByText('Minimum 8 caractères')).toHaveCount(2)
  await expect(page.getByText('Vous devez accepter les conditions')).toBeVisible()

  await page.getByLabel('Prénom').fill('C')
  await page.getByLabel('Nom', { exact: true }).fill('Dupont')
  await page.getByLabel('Email').fill('pas-un-email')
  await page.getByLabel('Mot de passe', { exact: true }).fill('1234567')
  await page.getByLabel('Confirmer le mot de passe').fill('12345678')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByText('Minimum 2 caractères')).toHaveCount(1)
  await expect(page.getByText('Minimum 8 caractères')).toHaveCount(1)

  await page.getByLabel('Mot de passe', { exact: true }).fill('abcdefgh')
  await page.getByLabel('Confirmer le mot de passe').fill('abcdefgi')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible()
  await expect(page.getByLabel('Prénom')).toHaveValue('C')
  expect(posted.count).toBe(0)
})

test('links to the terms and to the login page', async ({ page }) => {
  await page.goto('/auth/signup')
  await expect(page.getByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute(
    'href',
    '/conditions',
  )
  await page.getByRole('link', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('a double click creates one client account, signed in, in the client area', async ({
  page,
}) => {
  const email = uniqueEmail('signup')
  await page.goto('/auth/signup')
  await page.getByLabel('Prénom').fill('Camille')
  await page.getByLabel('Nom', { exact: true }).fill('Dupont')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD)
  await page.getByLabel("J'accepte les").check()
  await expect(page.getByLabel('Je souhaite recevoir la newsletter du studio')).toBeChecked()
  await page.getByRole('button', { name: 'Créer mon compte' }).dblclick()

  await expect(page.getByText('Compte créé avec succès!')).toBeVisible()
  await expect(page).toHaveURL(/\/espace-client$/)
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0)

  const rows = await sql<{ role: string; newsletter_consent: boolean; language: string }>(
    'SELECT role, newsletter_consent, language FROM users WHERE email = $1',
    [email],
  )
  expect(rows).toEqual([{ role: 'client', newsletter_consent: true, language: 'fr' }])
})

test('an address that already has an account gets the sign-up error', async ({ page }) => {
  const email = uniqueEmail('taken')
  for (const attempt of [1, 2]) {
    await page.context().clearCookies()
    await page.goto('/auth/signup')
    await page.getByLabel('Prénom').fill('Camille')
    await page.getByLabel('Nom', { exact: true }).fill('Dupont')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD)
    await page.getByLabel("J'accepte les").check()
    await page.getByLabel('Je souhaite recevoir la newsletter du studio').uncheck()
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    if (attempt === 1) await expect(page).toHaveURL(/\/espace-client$/)
  }
  await expect(page.getByText("Erreur d'inscription")).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/signup$/)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  const rows = await sql('SELECT 1 FROM users WHERE email = $1', [email])
  expect(rows).toHaveLength(1)
})

test('the English page speaks English and stores the language', async ({ page }) => {
  const email = uniqueEmail('signup-en')
  await page.goto('/en/auth/signup')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText('You must accept the terms')).toBeVisible()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await page.getByLabel('First name').fill('Sam')
  await page.getByLabel('Last name').fill('Taylor')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByLabel('I accept the').check()
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText('Account created!')).toBeVisible()
  await expect(page).toHaveURL(/\/en\/espace-client$/)
  await expect(page.getByRole('heading', { name: 'Hello Sam' })).toBeVisible()
  const rows = await sql<{ language: string }>('SELECT language FROM users WHERE email = $1', [
    email,
  ])
  expect(rows[0]?.language).toBe('en')
})

test('a weak password is refused in the form with the estimator’s reason, nothing sent', async ({
  page,
}) => {
  const posted = countSignups(page)
  await page.goto('/auth/signup')
  await page.getByLabel('Prénom').fill('Camille')
  await page.getByLabel('Nom', { exact: true }).fill('Dupont')
  await page.getByLabel('Email').fill(uniqueEmail('weak'))
  await page.getByLabel('Mot de passe', { exact: true }).fill('azerty123')
  await page.getByLabel('Confirmer le mot de passe').fill('azerty123')
  await page.getByLabel("J'accepte les").check()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(
    page.getByText('Mot de passe trop faible : Ce mot de passe est couramment utilisé.'),
  ).toBeVisible()
  expect(posted.count).toBe(0)
})
