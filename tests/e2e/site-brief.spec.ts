import fs from 'node:fs'

import { formatChf } from '../../src/domain/billing/money'

import { sql, uniqueEmail } from './support/accounts'
import { DESCRIPTION, fillBrief, fixture } from './support/brief'
import { expect, test } from './support/fixtures'

/** /demarrer-projet: every message, the counter, files, failures that lose nothing, the thanks. */

test('shows every validation message and counts the description', async ({ page }) => {
  await page.goto('/demarrer-projet')
  await expect(page.getByText('Réponse sous 24 heures, sans engagement.')).toBeVisible()
  // The product's one money format, in both languages.
  await expect(page.getByText(formatChf(2499, 0))).toBeVisible()
  await expect(page.getByText('Livrée en 7 jours')).toBeVisible()
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  for (const message of [
    'Prénom requis',
    'Nom requis',
    "Nom de l'entreprise requis",
    'Email invalide',
    'Numéro invalide',
    'Type de projet requis',
    'Minimum 100 caractères requis',
    'Confirmation requise',
  ]) {
    await expect(page.getByText(message, { exact: true }), message).toBeVisible()
  }
  await expect(page.getByText('0 / 100 caractères minimum')).toBeVisible()
  await page.getByLabel('Décrivez votre activité et votre projet').fill('x'.repeat(42))
  await expect(page.getByText('42 / 100 caractères minimum')).toBeVisible()
  await page.getByLabel('Téléphone', { exact: true }).fill('079 000')
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page.getByText('Numéro invalide')).toBeVisible()
  await expect(page.getByText('Minimum 100 caractères requis')).toBeVisible()
})

test('a brief with three files of mixed types arrives whole, then the thank-you page', async ({
  page,
}) => {
  const email = uniqueEmail('brief-e2e')
  await page.goto('/demarrer-projet')
  await fillBrief(page, email)
  await page
    .locator('input[type="file"]')
    .setInputFiles([fixture('brief.pdf'), fixture('logo.png'), fixture('cahier.docx')])
  await expect(page.getByText('cahier.docx', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Envoyer mon brief' }).dblclick()
  await expect(page.getByText('Votre projet a été soumis avec succès !')).toBeVisible()
  await expect(page).toHaveURL(/\/demarrer-projet\/merci$/)
  await expect(
    page.getByRole('heading', { name: 'Merci, votre brief est bien arrivé !' }),
  ).toBeVisible()

  const rows = await sql<{ files: number; projects: number }>(
    `select (select count(*)::int from project_files f where f.submission_id = s.id) as files,
            (select count(*)::int from client_projects p where p.submission_id = s.id and p.status = 'pending') as projects
       from project_submissions s where s.email = $1`,
    [email],
  )
  expect(rows).toEqual([{ files: 3, projects: 1 }])
  await page.getByRole('link', { name: "Retour à l'accueil" }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a file of the wrong kind is refused on its own; an oversized one never leaves', async ({
  page,
}) => {
  const email = uniqueEmail('brief-files')
  await page.goto('/demarrer-projet')
  await fillBrief(page, email)
  await page.locator('input[type="file"]').setInputFiles([
    {
      name: 'gros.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    },
  ])
  await expect(page.getByText('gros.pdf dépasse 10 Mo')).toBeVisible()
  await page.locator('input[type="file"]').setInputFiles([
    {
      name: 'facture.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ an executable in disguise'),
    },
    { name: 'logo.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('logo.png')) },
  ])
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  // The refused file's own toast, named (the oversized one's may still be showing above it).
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({
        hasText:
          "Une erreur est survenue lors de l'envoi d'un fichier. La soumission continuera sans ce fichier.",
      })
      .filter({ hasText: 'facture.pdf' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/demarrer-projet\/merci$/)
  const rows = await sql<{ filename: string }>(
    'select f.filename from project_files f join project_submissions s on s.id = f.submission_id where s.email = $1',
    [email],
  )
  expect(rows).toHaveLength(1)
  expect(rows[0]?.filename).toBe('logo.png')
})

test('when sending fails the form keeps everything, and the same brief then goes through', async ({
  page,
}) => {
  const email = uniqueEmail('brief-retry')
  await page.goto('/demarrer-projet')
  await fillBrief(page, email)
  await page.route('**/api/project-submissions/brief', (route) => route.abort('connectionreset'))
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await expect(page.getByLabel('Décrivez votre activité et votre projet')).toHaveValue(DESCRIPTION)
  await page.unroute('**/api/project-submissions/brief')
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page).toHaveURL(/\/demarrer-projet\/merci$/)
  expect(await sql('select 1 from project_submissions where email = $1', [email])).toHaveLength(1)
})

test('the English form speaks English', async ({ page }) => {
  await page.goto('/en/demarrer-projet')
  await page.getByRole('button', { name: 'Send my brief' }).click()
  await expect(page.getByText('First name required')).toBeVisible()
  await expect(page.getByText('At least 100 characters required')).toBeVisible()
  await expect(page.getByText(formatChf(2499, 0))).toBeVisible()
})

test('the server’s refusals of the English form are in English too', async ({ page }) => {
  const email = uniqueEmail('brief-en')
  await page.goto('/en/demarrer-projet')
  await fillBrief(page, email, 'en')
  // What the browser's checks would stop, changed on its way: the server's own answer.
  await page.route('**/api/project-submissions/brief', async (route) => {
    // Byte for byte (the files are binary): the description's UTF-8 bytes, read the same way.
    const body = route.request().postDataBuffer()!.toString('latin1')
    const description = Buffer.from(DESCRIPTION).toString('latin1')
    await route.continue({
      postData: Buffer.from(body.replace(description, 'Too short'), 'latin1'),
    })
  })
  await page.getByRole('button', { name: 'Send my brief' }).click()
  await expect(page.getByText('At least 100 characters required')).toBeVisible()
  await page.unroute('**/api/project-submissions/brief')
  // A robot fills in the field hidden from people: the server refuses it, and says so.
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: 'Send my brief' }).click()
  await expect(page.getByText('Request refused')).toBeVisible()
  expect(await sql('select 1 from project_submissions where email = $1', [email])).toEqual([])
})

test('the English page gives limits, sizes and the server’s refusals in English', async ({
  page,
}) => {
  const email = uniqueEmail('brief-en-limits')
  await page.goto('/en/demarrer-projet')
  await expect(
    page.getByText('Images, PDF, Word · 10 MB per file · 10 files at most'),
  ).toBeVisible()
  await expect(page.getByText('0 / 100 characters minimum')).toBeVisible()
  await fillBrief(page, email, 'en')
  await page.getByLabel('Phone', { exact: true }).fill('079 000')
  await page.getByRole('button', { name: 'Send my brief' }).click()
  await expect(page.getByText('Invalid number', { exact: true })).toBeVisible()
  await page.getByLabel('Phone', { exact: true }).fill('+41 79 000 00 00')
  // The input stops at the limit the server keeps: typed text never goes over it.
  const liked = page.getByLabel('Websites you like')
  await liked.fill('x'.repeat(2001))
  await expect(liked).toHaveValue('x'.repeat(2000))
  await liked.fill('https://example.ch')
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    { name: 'logo.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('logo.png')) },
  ])
  await expect(page.getByText('big.pdf is over 10 MB')).toBeVisible()
  const logo = page.getByRole('listitem').filter({ hasText: 'logo.png' })
  await expect(logo).toContainText(/\d+\skB/)
  await expect(page.locator('main')).not.toContainText(/\b[KkM]o\b/)
  // Over the limit on its way (as a forged request would be): the server refuses it, in English.
  await page.route('**/api/project-submissions/brief', async (route) => {
    const body = route.request().postDataBuffer()!.toString('latin1')
    await route.continue({
      postData: Buffer.from(body.replace('https://example.ch', 'x'.repeat(2001)), 'latin1'),
    })
  })
  await page.getByRole('button', { name: 'Send my brief' }).click()
  await expect(page.getByText('At most 2000 characters', { exact: true })).toBeVisible()
  expect(await sql('select 1 from project_submissions where email = $1', [email])).toEqual([])
})

test('large files show their progress; a cancelled brief loses nothing and is sent again', async ({
  page,
}) => {
  const email = uniqueEmail('brief-progress')
  await page.goto('/demarrer-projet')
  await fillBrief(page, email)
  // Two 4 MB PDFs (a real PDF with a long comment after its header, so it stays intact), sent
  // over a 1 MB/s uplink: about 8 s on the way.
  const pdf = fs.readFileSync(fixture('brief.pdf'))
  const headerEnd = pdf.indexOf('\n') + 1
  const large = (name: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([
      pdf.subarray(0, headerEnd),
      Buffer.from(`%${' '.repeat(4 << 20)}\n`),
      pdf.subarray(headerEnd),
    ]),
  })
  await page.locator('input[type="file"]').setInputFiles([large('a.pdf'), large('b.pdf')])
  const network = await page.context().newCDPSession(page)
  await network.send('Network.enable')
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1 << 20,
  })
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  const bar = page.getByRole('progressbar', { name: 'Envoi du brief et de ses fichiers' })
  await expect(bar).toBeVisible()
  // It moves while the files go out, before any answer.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(5)
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100)
  await page.getByRole('button', { name: "Annuler l'envoi" }).click()
  await expect(
    page.getByText(
      "Envoi annulé : rien n'a été envoyé, vos réponses et vos fichiers sont conservés.",
    ),
  ).toBeVisible()
  await expect(bar).toBeHidden()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await expect(page.getByText('b.pdf', { exact: true })).toBeVisible()
  expect(await sql('select id from project_submissions where email = $1', [email])).toHaveLength(0)

  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await page.getByRole('button', { name: 'Envoyer mon brief' }).click()
  await expect(page).toHaveURL(/\/demarrer-projet\/merci$/)
  const rows = await sql<{ files: number }>(
    `select (select count(*)::int from project_files f where f.submission_id = s.id) as files
       from project_submissions s where s.email = $1`,
    [email],
  )
  expect(rows).toEqual([{ files: 2 }])
})
