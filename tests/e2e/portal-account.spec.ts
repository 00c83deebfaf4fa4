import { createClient, sql } from './support/accounts'
import { expect, signInByApi, test } from './support/fixtures'

/** The account page's contact details, which the client edits itself (issue 49, item 8). */
test('a client corrects its contact details; a bad phone is explained under its field, and nothing is saved until it is right', async ({
  page,
  request,
}) => {
  const client = await createClient(request, 'coordonnees')
  await signInByApi(page, client.email, client.password)
  await page.goto('/espace-client/compte')
  const details = page.locator('#coordonnees')
  await expect(details.getByLabel('Prénom')).toHaveValue('Camille')
  await expect(details).toContainText(`Sans e-mail de contact, nous écrivons à ${client.email}`)
  const save = details.getByRole('button', { name: 'Enregistrer les coordonnées' })
  // Nothing changed yet: nothing to save.
  await expect(save).toBeDisabled()

  await details.getByLabel('Entreprise').fill('Fromagerie du Lac Sàrl')
  await details.getByLabel('Téléphone').fill('022')
  await details.getByLabel('E-mail de contact').fill('compta@fromagerie.example')
  await save.click()
  await expect(details.getByText('Numéro invalide')).toBeVisible()
  const stored = async () =>
    (
      await sql<{ company: string | null; phone: string | null; contact: string | null }>(
        'select company_name as company, phone, contact_email as contact from users where email = $1',
        [client.email],
      )
    )[0]
  // Sign-up set the contact e-mail to the sign-in address.
  expect(await stored()).toEqual({ company: null, phone: null, contact: client.email })

  await details.getByLabel('Téléphone').fill('+41 22 555 01 02')
  await details.getByLabel('Téléphone').press('Enter')
  await expect(page.getByText('Coordonnées enregistrées')).toBeVisible()
  expect(await stored()).toEqual({
    company: 'Fromagerie du Lac Sàrl',
    phone: '+41 22 555 01 02',
    contact: 'compta@fromagerie.example',
  })
  await page.reload()
  await expect(details.getByLabel('Entreprise')).toHaveValue('Fromagerie du Lac Sàrl')
  const journal = await sql<{ action: string; note: string }>(
    `select a.action, a.note from activities a join users u on a.entity_id = u.id::text
      where a.entity_type = 'user' and u.email = $1`,
    [client.email],
  )
  expect(journal).toEqual([
    { action: 'Coordonnées modifiées', note: 'Entreprise, E-mail de contact, Téléphone' },
  ])

  // The same form in English.
  await page.goto('/en/espace-client/compte')
  await expect(details.getByLabel('Company')).toHaveValue('Fromagerie du Lac Sàrl')
  await expect(details.getByRole('button', { name: 'Save contact details' })).toBeDisabled()
})
