import fs from 'node:fs'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { generate } from 'otplib'

import { createAdmin, sql } from './support/accounts'
import { expect, signInByApi, test } from './support/fixtures'
import { seedClient } from './support/portal-data'

const LOGO = path.join(import.meta.dirname, '../fixtures/brief.pdf')

/**
 * nFADP self-service as a client uses it: the ZIP of its data with the file it sent,
 * announced by e-mail, then the erasure of its account, after which its password opens nothing.
 */
test('a client downloads its data with its files, then erases its account', async ({
  page,
  request,
  mailbox,
}) => {
  const client = await seedClient(request, 'rgpd')
  await signInByApi(page, client.email, client.password)
  await page.goto('/espace-client/fichiers')
  await page.getByLabel('Titre').fill('Logo')
  await page.getByLabel('Fichier', { exact: true }).setInputFiles(LOGO)
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
  await expect(page.getByText('Fichier enregistré.')).toBeVisible()

  await page.goto('/espace-client/compte')
  const data = page.locator('#donnees')
  await data.getByRole('button', { name: 'Préparer mes données' }).click()
  await expect(page.getByText('C’est parti : vous recevrez un e-mail')).toBeVisible()
  const mail = await mailbox.mailTo(
    client.email,
    ({ subject }) => subject === 'Vos données sont prêtes',
  )
  expect(mail.body).toContain('/espace-client/compte#donnees')

  await page.reload()
  const download = page.waitForEvent('download')
  await data.getByRole('link', { name: 'Télécharger le ZIP' }).click()
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())))
  const json = JSON.parse(strFromU8(zip['donnees.json']!)) as {
    rows: Record<string, { id: number; email?: string }[]>
  }
  expect(json.rows.users?.[0]?.email).toBe(client.email)
  expect(json.rows['client-projects']?.map(({ id }) => id)).toEqual([client.projectId])
  expect(
    Object.keys(zip).some((name) => /^fichiers\/deliverable-files\/\d+-brief\.pdf$/.test(name)),
  ).toBe(true)

  await data.getByRole('button', { name: 'Supprimer mon compte…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' })
  await dialog.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe')
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click()
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible()
  await dialog.getByLabel('Mot de passe').fill(client.password)
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click()
  await expect(
    page.getByText('Votre compte est fermé et vos données personnelles sont effacées.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/login')
  await page.getByLabel('Email').fill(client.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(
    page.getByText('L’adresse e-mail ou le mot de passe fourni est incorrect.'),
  ).toBeVisible()
  const [kept] = await sql<{ count: number }>(
    'select count(*)::int as count from invoices where id = any($1::int[])',
    [client.invoiceIds],
  )
  expect(kept!.count).toBe(client.invoiceIds.length)
})

test('a staff account signs in with a recovery code once, not twice', async ({ page, request }) => {
  const admin = await createAdmin(request)
  await page.goto('/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.getByRole('button', { name: 'Activer la double authentification' }).click()
  const key = (await page.locator('code').first().textContent())?.trim() ?? ''
  await page.getByLabel('Code à 6 chiffres').fill(await generate({ secret: key }))
  await page.getByRole('button', { name: 'Confirmer' }).click()
  const codes =
    (await page.getByRole('list', { name: 'Codes de récupération' }).textContent()) ?? ''
  const recovery = /[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(codes)?.[0] ?? ''
  expect(recovery).not.toBe('')
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click()
  await expect(page).toHaveURL(/\/admin/)

  const signInWith = async (code: string) => {
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.getByRole('button', { name: 'Utiliser un code de récupération' }).click()
    await page.getByLabel('Code de récupération').fill(code)
    await page.getByRole('button', { name: 'Valider' }).click()
  }
  await signInWith(recovery.toLowerCase())
  await expect(page).toHaveURL(/\/admin/)
  await signInWith(recovery)
  await expect(page.getByText('Code incorrect.')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})

test('an admin exports a client’s data, then erases it from the clients page', async ({
  page,
  request,
  mailbox,
}) => {
  const admin = await createAdmin(request)
  const client = await seedClient(request, 'dpo')
  const [row] = await sql<{ id: number }>('select id from users where email = $1', [client.email])
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/clients')
  await page.getByLabel('Rechercher un client').fill(client.email)
  const clientRow = page.getByRole('row').filter({ hasText: client.email })
  await expect(clientRow).toHaveCount(1)

  // The data rights are in the row's menu.
  await clientRow.getByRole('button', { name: 'Actions pour Camille Dupont' }).click()
  await clientRow.getByRole('menuitem', { name: 'Exporter les données de Camille Dupont' }).click()
  await expect(page.getByText('Export en préparation')).toBeVisible()
  const mail = await mailbox.mailTo(admin.email, ({ subject }) =>
    subject.includes(`compte n° ${row!.id}`),
  )
  expect(mail.body).toContain('/admin/clients')
  await page.reload()
  const exports = page.getByRole('region', { name: 'Exports de données' })
  await expect(exports).toContainText(`Compte n° ${row!.id}`)
  await expect(exports.getByRole('link', { name: 'Télécharger le ZIP' })).toBeVisible()

  await page.getByLabel('Rechercher un client').fill(client.email)
  await clientRow.getByRole('button', { name: 'Actions pour Camille Dupont' }).click()
  await clientRow.getByRole('menuitem', { name: 'Effacer les données de Camille Dupont' }).click()
  const dialog = page.getByRole('dialog', { name: 'Effacer les données de Camille Dupont ?' })
  await dialog
    .getByLabel('Adresse de connexion du client, pour confirmer')
    .fill('autre@test.example.com')
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click()
  await expect(page.getByText('Saisissez l’adresse e-mail du client pour confirmer')).toBeVisible()
  await dialog.getByLabel('Adresse de connexion du client, pour confirmer').fill(client.email)
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click()
  await expect(
    page.getByText('Le compte est fermé ; ses factures restent, anonymisées.'),
  ).toBeVisible()
  await expect(page.getByText('Aucun client trouvé')).toBeVisible()
})
