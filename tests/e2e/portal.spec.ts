import { readFile } from 'node:fs/promises'

import { formatChf } from '../../src/domain/billing/money'
import { qrBillFields, readPdf } from '../helpers/pdf'
import { expect, signIn, signInByApi, test } from './support/fixtures'
import { createClient, sql } from './support/accounts'
import { fillStudioBilling } from './support/admin-api'
import { seedClient, type SeededClient } from './support/portal-data'
import { PORTAL_ROUTES } from './support/routes'

/** The client portal, as two clients with their own data: each sees its own and nothing else. */
let alice: SeededClient
let bruno: SeededClient

test.beforeAll(async ({ request }) => {
  alice = await seedClient(request, 'alice')
  bruno = await seedClient(request, 'bruno')
  await fillStudioBilling(request)
})

const otherThan = (client: SeededClient) => (client === alice ? bruno : alice)

for (const who of ['alice', 'bruno'] as const) {
  test(`${who} sees exactly its own project, requests, updates, invoices and plan`, async ({
    page,
  }) => {
    const me = who === 'alice' ? alice : bruno
    const other = otherThan(me)
    await signIn(page, me.email, me.password)
    await expect(page).toHaveURL(/\/espace-client$/)
    await expect(page.getByRole('heading', { name: me.projectName })).toBeVisible()
    await expect(page.getByText('En développement').first()).toBeVisible()
    // The phases: the current one marked as such, the next one named.
    const phases = page.getByRole('list', { name: 'Étapes du projet' })
    await expect(phases.getByRole('listitem')).toHaveCount(6)
    await expect(phases.locator('[aria-current="step"]')).toHaveText('En développement')
    await expect(page.getByText('Phase suivante : Revue')).toBeVisible()
    // One measure: two phases done and the current one 65 % along make 44 % of six.
    await expect(page.getByText('Étape 3 sur 6 · 44 %')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expect(page.getByText('15 déc. 2026')).toBeVisible()
    await expect(page.getByText(`Relecture des textes ${me.projectName.slice(5)}`)).toBeVisible()
    // What it owes (its own invoice only) and by when its waiting request is taken on.
    const due = page.getByTestId('amount-due')
    await expect(due).toContainText(`À régler${formatChf(1495.5, 2)}`)
    await expect(due).toContainText('1 facture en attente de paiement')
    await expect(page.getByTestId('response-promise')).toHaveText(
      /^Prise en charge prévue d’ici le \d{1,2} \S+ \d{4}, \d{2}:\d{2}$/,
    )

    const pages = [
      ['/espace-client', [me.projectName, me.invoiceNumbers[0]!]],
      ['/espace-client/demandes', [`Changer la photo ${me.projectName.slice(5)}`]],
      ['/espace-client/mises-a-jour', [`Maquettes validées ${me.projectName.slice(5)}`]],
      ['/espace-client/factures', [me.invoiceNumbers[0]!, formatChf(1495.5, 2)]],
      ['/espace-client/compte', ['Plan Continu', 'Résilié', me.email]],
    ] as const
    for (const [path, texts] of pages) {
      await page.goto(path)
      const body = await page.locator('main').innerText()
      for (const text of texts) expect(body).toContain(text)
      expect(body).not.toContain(other.projectName.slice(5))
      expect(body).not.toContain(other.email)
    }
  })
}

test('REST answers a client with its own rows only, and 404 for another client’s', async ({
  page,
}) => {
  await signIn(page, alice.email, alice.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  const get = (path: string) =>
    page.request.get(`/api/${path}`, { headers: { Origin: new URL(page.url()).origin } })
  for (const [collection, mine, theirs] of [
    ['client-projects', [alice.projectId], [bruno.projectId]],
    ['client-requests', alice.requestIds, bruno.requestIds],
    ['project-updates', alice.updateIds, bruno.updateIds],
    ['invoices', alice.invoiceIds, bruno.invoiceIds],
  ] as const) {
    const list = (await (await get(`${collection}?limit=100&depth=0`)).json()) as {
      docs: { id: number }[]
    }
    const ids = list.docs.map(({ id }) => id)
    for (const id of mine) expect(ids).toContain(id)
    for (const id of theirs) {
      expect(ids).not.toContain(id)
      expect((await get(`${collection}/${id}`)).status()).toBe(404)
    }
  }
})

test('each client downloads its own invoice as a PDF with a QR-bill, never the other’s', async ({
  page,
}) => {
  for (const [me, lang, label, fileName] of [
    [alice, 'fr', 'Télécharger la facture', 'facture'],
    [bruno, 'en', 'Download invoice', 'invoice'],
  ] as const) {
    const number = me.invoiceNumbers[0]!
    await page.context().clearCookies()
    await signInByApi(page, me.email, me.password)
    await page.goto(lang === 'fr' ? '/espace-client/factures' : '/en/espace-client/factures')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `${label} ${number} (PDF)` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${fileName}-${number}.pdf`)
    const pdf = await readPdf(await readFile((await download.path())!))
    expect(pdf.text).toContain(number)
    expect(pdf.text).toContain(me.projectName)
    expect(pdf.text).not.toContain(otherThan(me).projectName)
    expect(qrBillFields(pdf.qrCodes[0] ?? '')).toMatchObject({
      type: 'SPC',
      iban: 'CH9300762011623852957',
      amount: '1495.50',
      currency: 'CHF',
      referenceType: 'SCOR',
    })

    const origin = { Origin: new URL(page.url()).origin }
    const theirs = await page.request.get(`/api/invoices/${otherThan(me).invoiceIds[0]}/pdf`, {
      headers: origin,
    })
    expect(theirs.status()).toBe(404)
    expect(theirs.headers()['content-type']).not.toContain('application/pdf')
  }
})

test('a new request: required fields, then success, listed first and Pending', async ({ page }) => {
  await signIn(page, alice.email, alice.password)
  await expect(page).toHaveURL(/\/espace-client$/)
  await page.getByRole('link', { name: 'Nouvelle demande' }).click()
  await expect(page).toHaveURL(/\/espace-client\/demandes#nouvelle-demande$/)
  const send = page.getByRole('button', { name: 'Envoyer la demande' })
  await send.click()
  await expect(page.getByText('Champ requis')).toHaveCount(2)
  await page.getByLabel('Page concernée').fill('Contact')
  await page
    .getByLabel('Description du changement')
    .fill('<img src=x onerror=alert(1)> Ajouter le plan')
  await send.dblclick()
  await expect(page.getByText('Demande soumise avec succès!')).toBeVisible()
  const first = page.locator('#liste-demandes li').first()
  await expect(first).toContainText('<img src=x onerror=alert(1)> Ajouter le plan')
  await expect(first).toContainText('En attente')
  await expect(page.getByLabel('Page concernée')).toHaveValue('')
  const stored = await sql<{ n: number }>(
    `select count(*)::int as n from client_requests where project_id = $1 and page_concerned = 'Contact'`,
    [alice.projectId],
  )
  expect(stored[0]?.n).toBe(1)
})

test('the password change asks the current one, then signs the other browsers out', async ({
  page,
  browser,
}) => {
  // Signing up signs the browser in.
  const client = await createClient(page.request, 'password')
  const laptop = await browser.newContext()
  const other = await laptop.newPage()
  await signIn(other, client.email, client.password)
  await page.goto('/espace-client/compte')
  const submit = page.getByRole('button', { name: 'Modifier le mot de passe' })
  await submit.click()
  await expect(page.getByText('Saisissez votre mot de passe')).toBeVisible()
  await expect(page.getByText('Minimum 6 caractères')).toHaveCount(2)
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mdp')
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-mdp-portail')
  await page.getByLabel('Confirmer le mot de passe').fill('autre-mdp-portail')
  await submit.click()
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible()
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-mdp-portail')
  await submit.click()
  // A wrong current password is said under its field; nothing changed.
  await expect(page.getByText('Mot de passe incorrect.')).toBeVisible()
  await page.getByLabel('Mot de passe actuel').fill(client.password)
  await submit.click()
  await expect(
    page.getByText('Mot de passe modifié avec succès. Vos autres sessions sont fermées.'),
  ).toBeVisible()
  await expect(page.getByLabel('Mot de passe actuel')).toHaveValue('')
  // The other browser, signed in with the old password, is sent to sign in.
  await other.goto('/espace-client/compte')
  await expect(other).toHaveURL(/\/login/)
  await laptop.close()
  await page.getByRole('button', { name: 'Déconnexion' }).click()
  await expect(page).toHaveURL(/\/login/)
  await signIn(page, client.email, 'nouveau-mdp-portail')
  await expect(page).toHaveURL(/\/espace-client$/)
})

test('a client without a project gets a way to start one, and no Administration link', async ({
  page,
}) => {
  await createClient(page.request, 'empty')
  await page.goto('/espace-client')
  await expect(page.getByRole('heading', { name: 'Pas encore de projet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Démarrer un projet' }).click()
  await expect(page).toHaveURL(/\/demarrer-projet$/)
})

test('every portal page has the same content width, at most 1,024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, alice.email, alice.password)
  const widths = new Set<number>()
  for (const path of PORTAL_ROUTES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    widths.add(await page.locator('main > div').evaluate((box) => box.clientWidth))
  }
  expect([...widths]).toHaveLength(1)
  expect([...widths][0]).toBeLessThanOrEqual(1024)
  expect([...widths][0]).toBeGreaterThan(900)
})
