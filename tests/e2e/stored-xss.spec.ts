import crypto from 'node:crypto'
import fs from 'node:fs'

import type { Page } from '@playwright/test'

import { createAdmin, PASSWORD, sql, uniqueEmail, type Account } from './support/accounts'
import { DESCRIPTION, fixture } from './support/brief'
import { expect, signIn, signInByApi, test } from './support/fixtures'

/**
 * Stored XSS: markup typed into every field a visitor or a client fills in (brief and its file
 * name, sign-up, change request, contact form, newsletter) goes in through the real forms and is
 * then shown in the back office, the portal and the CMS panel. No script may run there, no dialog
 * may open, and the text must read as typed.
 */
const IMG = '<img src=x onerror=window.__xss=1>'
const SCRIPT = '<script>window.__xss=1</script>'
const SVG = '"><svg onload=window.__xss=1>'
const JS_URL = 'javascript:window.__xss=1//'

test.describe.configure({ mode: 'serial' })

const tag = crypto.randomBytes(3).toString('hex')
const typed = {
  signupFirstName: `Zoé ${IMG}`,
  signupLastName: `Xss${tag} ${SVG}`,
  briefFirstName: `Inès${tag} ${SCRIPT}`,
  companyName: `Atelier ${tag} ${SVG}`,
  phone: `+41 79 ${SVG}`,
  description: `${DESCRIPTION} ${IMG} ${SCRIPT}`,
  likedSites: JS_URL,
  fileName: `${IMG}.png`,
  pageConcerned: `Accueil ${IMG}`,
  changeDescription: `${SCRIPT} ${SVG} ${JS_URL}`,
  contactName: `Léa ${IMG}`,
  contactSubject: `Sujet ${tag} ${SVG}`,
  contactEmail: uniqueEmail('contact'),
}
const client: Account = { email: uniqueEmail('xss'), password: PASSWORD, firstName: 'Zoé' }
let admin: Account

/** Fails the test if a script ran or a dialog opened on the page since it was watched. */
const watch = (page: Page) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return async (where: string) => {
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), where).toBeUndefined()
    expect(dialogs, where).toEqual([])
  }
}

/**
 * Visits each path and checks that the typed texts read literally there (seeing them also means
 * the data fetched after the page loaded is drawn before the check).
 */
const visit = async (page: Page, paths: [string, string[]][]) => {
  const check = watch(page)
  for (const [path, texts] of paths) {
    await page.goto(path)
    for (const text of texts) await expect(page.getByText(text).first(), path).toBeVisible()
    await check(path)
  }
}

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test('a visitor signs up and sends a brief with markup in every field and its file name', async ({
  page,
}) => {
  const check = watch(page)
  await page.goto('/auth/signup')
  await page.getByLabel('Prénom').fill(typed.signupFirstName)
  await page.getByLabel('Nom', { exact: true }).fill(typed.signupLastName)
  await page.getByLabel('Email').fill(client.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD)
  await page.getByLabel("J'accepte les").check()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL(/\/espace-client$/)
  await check('sign-up')

  await page.context().clearCookies()
  await page.goto('/demarrer-projet')
  await page.getByLabel('Prénom', { exact: true }).fill(typed.briefFirstName)
  await page.getByLabel('Nom', { exact: true }).fill(IMG)
  await page.getByLabel('Entreprise', { exact: true }).fill(typed.companyName)
  await page.getByLabel('Email', { exact: true }).fill(client.email)
  await page.getByLabel('Téléphone', { exact: true }).fill(typed.phone)
  await page.getByRole('radio', { name: 'Plateforme Pro' }).check()
  await page.getByLabel('Décrivez votre activité et votre projet').fill(typed.description)
  await page.getByLabel('Sites que vous aimez').fill(typed.likedSites)
  await page.getByLabel('Je confirme que ce brief décrit fidèlement mon projet').check()
  await page.locator('input[type="file"]').setInputFiles({
    name: typed.fileName,
    mimeType: 'image/png',
    buffer: fs.readFileSync(fixture('logo.png')),
  })
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page).toHaveURL(/\/demarrer-projet\/merci$/)
  await check('brief')

  const [stored] = await sql<{ first_name: string; company_name: string; liked_sites: string }>(
    'select first_name, company_name, liked_sites from project_submissions where email = $1',
    [client.email],
  )
  expect(stored).toEqual({
    first_name: typed.briefFirstName,
    company_name: typed.companyName,
    liked_sites: typed.likedSites,
  })
})

test('a visitor sends the contact form and the newsletter with markup', async ({ page }) => {
  const check = watch(page)
  await page.goto('/support')
  await page.getByLabel('Nom', { exact: true }).fill(typed.contactName)
  await page.getByLabel('Email', { exact: true }).fill(typed.contactEmail)
  await page.getByLabel('Sujet', { exact: true }).fill(typed.contactSubject)
  await page.getByLabel('Message', { exact: true }).fill(`${SCRIPT} ${IMG} ${JS_URL}`)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Message envoyé !')).toBeVisible()
  await check('contact')

  // An address carrying markup is not an address: refused, nothing stored.
  const email = `"${SVG}"@test.example.com`
  const answer = await page.request.post('/api/newsletter-subscribers/subscribe', {
    data: { email },
  })
  expect(answer.status()).toBe(400)
  expect(await sql('select 1 from newsletter_subscribers where email = $1', [email])).toEqual([])
})

test('the admin reads the brief and approves it: no script runs in the back office', async ({
  page,
}) => {
  const check = watch(page)
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/submissions')
  await page.getByLabel('Rechercher une soumission').fill(tag)
  const fullName = `${typed.briefFirstName} ${IMG}`
  await page.getByRole('button', { name: `Voir les détails de ${fullName}` }).click()
  const dialog = page.getByRole('dialog', { name: fullName })
  // The upload keeps the file name without its angle brackets; the dialog shows what was kept.
  const [file] = await sql<{ filename: string }>(
    'select f.filename from project_files f join project_submissions s on s.id = f.submission_id where s.email = $1',
    [client.email],
  )
  expect(file?.filename).toBe('img src=x onerror=window.__xss=1.png')
  for (const text of [typed.companyName, typed.phone, typed.description, JS_URL])
    await expect(dialog.getByText(text, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('link', { name: file!.filename })).toBeVisible()
  await check('submission dialog')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: `Approuver ${fullName}` }).dblclick()
  await expect(page.getByText('Soumission approuvée')).toBeVisible()
  await check('approval')
})

test('the client sends a change request with markup and reads every portal page', async ({
  page,
}) => {
  const check = watch(page)
  await signInByApi(page, client.email, client.password)
  await page.goto('/espace-client/demandes')
  await page.getByLabel('Page concernée').fill(typed.pageConcerned)
  await page.getByLabel('Description du changement').fill(typed.changeDescription)
  await page.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(page.getByText('Demande soumise avec succès!')).toBeVisible()
  await check('request form')
  await visit(page, [
    ['/espace-client', [typed.companyName]],
    ['/espace-client/demandes', [typed.pageConcerned]],
    ['/espace-client/mises-a-jour', []],
    ['/espace-client/factures', []],
    ['/espace-client/compte', []],
  ])
  // The account page holds the name in its contact form, as typed.
  await expect(page.locator('#coordonnees').getByLabel('Prénom')).toHaveValue(typed.signupFirstName)
})

test('every back-office screen shows the texts as typed and runs none', async ({ page }) => {
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await visit(page, [
    ['/admin/dashboard', [typed.companyName]],
    ['/admin/pipeline', [typed.companyName]],
    [`/admin/projects?q=${tag}`, [typed.companyName]],
    ['/admin/clients', []],
    ['/admin/support', [typed.pageConcerned]],
    ['/admin/journal', [typed.companyName]],
  ])
  const check = watch(page)
  await page.goto('/admin/clients')
  await page.getByLabel('Rechercher un client').fill(`Xss${tag}`)
  await expect(page.getByText(typed.signupLastName).first()).toBeVisible()
  await check('clients search')
})

test('the CMS panel lists and edits the stored texts without running them', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  const idOf = async (table: string, column: string, value: string) =>
    (await sql<{ id: number }>(`select id from ${table} where ${column} = $1`, [value]))[0]!.id
  // Each collection: the row to open, the field its edit view holds the typed text in.
  const views: [string, number, string, string][] = [
    [
      'project-submissions',
      await idOf('project_submissions', 'email', client.email),
      'companyName',
      typed.companyName,
    ],
    [
      'client-projects',
      await idOf('client_projects', 'project_name', typed.companyName),
      'projectName',
      typed.companyName,
    ],
    [
      'client-requests',
      await idOf('client_requests', 'page_concerned', typed.pageConcerned),
      'pageConcerned',
      typed.pageConcerned,
    ],
    ['users', await idOf('users', 'email', client.email), 'lastName', typed.signupLastName],
    [
      'form-submissions',
      await idOf('form_submissions', 'email', typed.contactEmail),
      'summary',
      `${typed.contactName} · ${typed.contactEmail} · ${typed.contactSubject}`,
    ],
  ]
  const check = watch(page)
  for (const [collection, id, field, text] of views) {
    await page.goto(`/cms/collections/${collection}`)
    await expect(page.getByText(text).first(), collection).toBeVisible()
    await check(`${collection} list`)
    await page.goto(`/cms/collections/${collection}/${id}`)
    await expect(page.locator(`#field-${field}`), collection).toHaveValue(text)
    await check(`${collection} edit`)
  }
  await page.goto('/cms/collections/activities')
  await expect(page.getByText(typed.companyName).first()).toBeVisible()
  await check('activities list')
})
