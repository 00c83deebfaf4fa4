import { createClient, sql, uniqueEmail } from './support/accounts'
import { expect, randomIp, signIn, test } from './support/fixtures'

/**
 * Forgotten password end to end: the mail really goes through SMTP, the link read from it
 * resets the password once, ends every other session, and then stops working.
 */
const linkIn = (body: string) => {
  const link = /https?:\/\/[^"\s<]+\/reset-password\?token=[a-f0-9]+/.exec(body)?.[0]
  if (!link) throw new Error('no reset link in the mail')
  return link
}

test('forgot password, the mailed link, reset, then sign in with the new password only', async ({
  page,
  request,
  browser,
  mailbox,
}) => {
  const client = await createClient(request)
  const elsewhere = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  })
  const otherPage = await elsewhere.newPage()
  await signIn(otherPage, client.email, client.password)
  await expect(otherPage).toHaveURL(/\/espace-client$/)

  await page.goto('/login')
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible()
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByText('Email invalide')).toBeVisible()
  await page.getByLabel('Email').fill(client.email)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByText('Email de réinitialisation envoyé!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()

  const mail = await mailbox.mailTo(client.email)
  const link = linkIn(mail.body)
  expect(new URL(link).origin).toBe(new URL(page.url()).origin)

  // Hold the check a moment so its waiting state can be seen; the answer is the server's.
  await page.route('**/api/users/reset-token', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await page.goto(link)
  await expect(page.getByText('Vérification du lien...')).toBeVisible()
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page.getByText('Minimum 6 caractères')).toHaveCount(2)
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-secret')
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-secreT')
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible()
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-secret')
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await expect(page.getByText('Mot de passe réinitialisé avec succès!').first()).toBeVisible()
  const shown = Date.now()
  await page.waitForURL(/\/login$/)
  expect(Date.now() - shown).toBeGreaterThan(1000)

  // The session opened before the reset is over.
  await otherPage.goto('/espace-client')
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fespace-client$/)
  await elsewhere.close()

  await signIn(page, client.email, client.password)
  await expect(
    page.getByText('L’adresse e-mail ou le mot de passe fourni est incorrect.'),
  ).toBeVisible()
  await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-secret')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/espace-client$/)

  // The link is single use.
  await page.context().clearCookies()
  await page.goto(link)
  await expect(page.getByText('Lien de réinitialisation invalide ou expiré')).toBeVisible()
  const refused = Date.now()
  await page.waitForURL(/\/login$/)
  expect(Date.now() - refused).toBeGreaterThan(1500)
})

test('an unknown address gets the same answer and no mail', async ({ page, mailbox }) => {
  const ghost = uniqueEmail('ghost')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
  await page.getByLabel('Email').fill(ghost)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByText('Email de réinitialisation envoyé!')).toBeVisible()
  await page.waitForTimeout(1000)
  expect(mailbox.count(ghost)).toBe(0)
})

test('an expired link is refused and sends the visitor to sign in', async ({
  page,
  request,
  mailbox,
}) => {
  const client = await createClient(request)
  const asked = await request.post('/api/users/forgot-password', {
    headers: { 'x-forwarded-for': randomIp() },
    data: { email: client.email },
  })
  expect(asked.status()).toBe(200)
  const link = linkIn((await mailbox.mailTo(client.email)).body)
  await sql(
    `UPDATE users SET reset_password_expiration = now() - interval '1 minute' WHERE email = $1`,
    [client.email],
  )
  await page.goto(link)
  await expect(page.getByText('Lien de réinitialisation invalide ou expiré')).toBeVisible()
  await page.waitForURL(/\/login$/)
})

test('a made-up or missing token is refused', async ({ page }) => {
  for (const path of ['/reset-password?token=' + 'ab'.repeat(20), '/reset-password']) {
    await page.goto(path)
    await expect(page.getByText('Lien de réinitialisation invalide ou expiré')).toBeVisible()
    await expect(page.getByLabel('Nouveau mot de passe')).toHaveCount(0)
  }
})
