import type { Page } from '@playwright/test'

import { formatChf } from '../../src/domain/billing/money'

import { seriousViolations } from './support/accessibility'
import { createAdmin, sql, type Account } from './support/accounts'
import { adminToken } from './support/admin-api'
import { seedBrief, type SeededBrief } from './support/backoffice-data'
import { expect, signIn, test } from './support/fixtures'
import { holdScripts } from './support/hold-scripts'

/** The back office's dashboard and submissions, as an admin. */
let admin: Account
let token: string

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test.beforeAll(async ({ request }) => {
  token = await adminToken(request)
})

const openSubmissions = async (page: Page, search: string) => {
  await page.context().clearCookies()
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: /^Soumissions/ })
    .click()
  await page.getByLabel('Rechercher une soumission').fill(search)
}

const fullName = (brief: SeededBrief) => `${brief.firstName} ${brief.lastName}`

test('approving a brief creates the client, whose mailed link opens its portal', async ({
  page,
  request,
  mailbox,
  browser,
}) => {
  const brief = await seedBrief(request, token, 'approve')
  await openSubmissions(page, brief.companyName)
  const row = page.getByRole('row', { name: new RegExp(brief.companyName) })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Nouveau')).toBeVisible()
  await expect(row.getByText('En attente')).toBeVisible()
  await row.getByRole('button', { name: `Approuver ${fullName(brief)}` }).dblclick()
  await expect(page.getByText('Soumission approuvée')).toBeVisible()
  await expect(
    page.getByText('Le compte client a été créé et un email a été envoyé.'),
  ).toBeVisible()
  await expect(row.getByText('Approuvée')).toBeVisible()
  await expect(row.getByRole('button', { name: /^Approuver/ })).toHaveCount(0)

  const accounts = await sql<{ role: string }>('select role from users where email = $1', [
    brief.email,
  ])
  expect(accounts).toEqual([{ role: 'client' }])
  const mail = await mailbox.mailTo(brief.email)
  expect(mail.subject).toBe(`Votre projet est approuvé : ${brief.projectName}`)
  const link = /https?:\/\/[^"\s<]+\/reset-password\?token=[a-f0-9]+/.exec(mail.body)?.[0]
  expect(link).toBeTruthy()

  const context = await browser.newContext()
  const client = await context.newPage()
  await client.goto(link!)
  await client.getByLabel('Nouveau mot de passe').fill('premier-secret')
  await client.getByLabel('Confirmer le mot de passe').fill('premier-secret')
  await client.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
  await client.waitForURL(/\/login$/)
  await signIn(client, brief.email, 'premier-secret')
  await expect(client).toHaveURL(/\/espace-client$/)
  await expect(client.getByRole('heading', { name: brief.projectName })).toBeVisible()
  // The plan the brief chose, at the brief form's price: never 'À définir'.
  await expect(client.getByText(`Plateforme Pro · ${formatChf(2499, 0)}`)).toBeVisible()
  await context.close()
})

test('rejecting asks first, with an optional reason mailed to the sender in the brief’s language', async ({
  page,
  request,
  mailbox,
}) => {
  const brief = await seedBrief(request, token, 'reject', 'en')
  await openSubmissions(page, brief.companyName)
  await page.getByRole('button', { name: `Voir les détails de ${fullName(brief)}` }).click()
  const panel = page.getByRole('dialog', { name: fullName(brief) })
  for (const text of ['Plateforme Pro', 'Oui', 'https://example.org', brief.email, '0 %']) {
    await expect(panel.getByText(text, { exact: true })).toBeVisible()
  }
  // Asked first; 'Annuler' changes nothing.
  await panel.getByRole('button', { name: 'Rejeter' }).click()
  const confirm = page.getByRole('dialog', { name: 'Rejeter cette soumission ?' })
  await expect(confirm.getByText(`${brief.email}, dans la langue du brief (Anglais)`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await confirm.getByRole('button', { name: 'Annuler' }).click()
  await expect(confirm).toBeHidden()
  await expect(panel.getByText('En attente', { exact: true })).toBeVisible()

  // A reason over the limit is refused in the form, kept as typed, and nothing is sent.
  await panel.getByRole('button', { name: 'Rejeter' }).click()
  const reason = confirm.getByLabel('Motif (facultatif)')
  await reason.fill('x'.repeat(1001))
  await expect(confirm.getByText('1001 / 1000')).toBeVisible()
  await confirm.getByRole('button', { name: 'Rejeter et envoyer le motif' }).click()
  await expect(confirm.getByText('Maximum 1000 caractères')).toBeVisible()
  await expect(reason).toHaveValue('x'.repeat(1001))

  // Confirmed with a double click: one rejection, one entry, one e-mail.
  const written =
    'Your budget is below our minimum for a platform.\nWe would gladly quote a smaller site.'
  await reason.fill(written)
  await confirm.getByRole('button', { name: 'Rejeter et envoyer le motif' }).dblclick()
  await expect(page.getByText('Soumission rejetée')).toBeVisible()
  await expect(
    page.getByText('Le statut a été mis à jour et le motif a été envoyé par e-mail.'),
  ).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(panel.getByRole('button', { name: 'Rejeter' })).toHaveCount(0)
  const mail = await mailbox.mailTo(brief.email)
  expect(mail.subject).toBe(`Your brief for ${brief.companyName}`)
  expect(mail.body).toContain('Our reason:')
  expect(mail.body).toContain('We would gladly quote a smaller site.')
  const entries = await sql<{ note: string }>(
    `select note from activities where entity_type = 'submission' and entity_id = $1`,
    [String(brief.submissionId)],
  )
  expect(entries).toEqual([{ note: `${brief.companyName} · ${brief.email} · Motif : ${written}` }])
  await panel.getByRole('button', { name: 'Fermer' }).click()

  const filter = page.getByLabel('Filtrer par statut')
  await filter.selectOption('rejected')
  await expect(page.getByRole('row', { name: new RegExp(brief.companyName) })).toHaveCount(1)
  await filter.selectOption('pending')
  await expect(page.getByText('Aucune soumission trouvée')).toBeVisible()
  const [project] = await sql<{ status: string }>(
    'select status from client_projects where id = $1',
    [brief.projectId],
  )
  expect(project?.status).toBe('rejected')
  expect(mailbox.count(brief.email)).toBe(1)
})

test('rejecting from the row’s menu without a reason mails nothing', async ({
  page,
  request,
  mailbox,
}) => {
  const brief = await seedBrief(request, token, 'silent')
  await openSubmissions(page, brief.companyName)
  const row = page.getByRole('row', { name: new RegExp(brief.companyName) })
  // Reject is not beside approve: it is in the row's menu.
  await expect(row.getByRole('button', { name: `Rejeter ${fullName(brief)}` })).toHaveCount(0)
  await row.getByRole('button', { name: `Actions pour ${fullName(brief)}` }).click()
  await page.getByRole('menuitem', { name: `Rejeter ${fullName(brief)}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Rejeter cette soumission ?' })
  await confirm.getByRole('button', { name: 'Rejeter', exact: true }).click()
  await expect(page.getByText('Le statut a été mis à jour.')).toBeVisible()
  await expect(row.getByText('Rejetée')).toBeVisible()
  const entries = await sql<{ note: string }>(
    `select note from activities where entity_type = 'submission' and entity_id = $1`,
    [String(brief.submissionId)],
  )
  expect(entries).toEqual([{ note: `${brief.companyName} · ${brief.email}` }])
  const jobs = await sql<{ n: number }>(
    `select count(*)::int as n from payload_jobs where task_slug = 'sendRejectionEmail'
       and (input->>'submissionId')::int = $1`,
    [brief.submissionId],
  )
  expect(jobs[0]?.n).toBe(0)
  expect(mailbox.count(brief.email)).toBe(0)
})

test('deleting a project asks first, then removes it with its submission and rows', async ({
  page,
  request,
}) => {
  const brief = await seedBrief(request, token, 'delete')
  await request.post('/api/invoices', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      project: brief.projectId,
      invoiceNumber: `DEL-${brief.projectId}`,
      invoiceDate: '2026-11-01T00:00:00.000Z',
      dueDate: '2026-12-01T00:00:00.000Z',
      lines: [{ description: 'Site vitrine', quantity: 1, unitPrice: 100, vatRate: '0' }],
      status: 'Pending',
    },
  })
  await openSubmissions(page, brief.companyName)
  // Deleting is in the row's menu.
  const menu = page.getByRole('button', { name: `Actions pour ${fullName(brief)}` })
  const remove = page.getByRole('menuitem', { name: `Supprimer le projet de ${fullName(brief)}` })
  await menu.click()
  await remove.click()
  const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr?' })
  await expect(confirm.getByText(/irréversible/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Annuler' }).click()
  await expect(confirm).toBeHidden()
  await menu.click()
  await remove.click()
  await confirm.getByRole('button', { name: 'Supprimer' }).click()
  await expect(page.getByText('Projet supprimé', { exact: true })).toBeVisible()
  await expect(page.getByText('Aucune soumission trouvée')).toBeVisible()
  const left = await sql<{ n: number }>(
    `select (select count(*) from client_projects where id = $1)
          + (select count(*) from invoices where project_id = $1)
          + (select count(*) from project_submissions where id = $2) as n`,
    [brief.projectId, brief.submissionId],
  )
  expect(Number(left[0]?.n)).toBe(0)
})

test('the list shows its loading state, then searches every field it promises', async ({
  page,
  request,
}) => {
  const brief = await seedBrief(request, token, 'search')
  await page.context().clearCookies()
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.route('**/api/project-submissions?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto('/admin/submissions')
  await expect(page.getByText('Chargement...')).toBeVisible()
  for (const term of [
    brief.firstName + ' ' + brief.lastName.slice(7),
    brief.lastName,
    brief.companyName,
    brief.email,
  ]) {
    await page.getByLabel('Rechercher une soumission').fill(term)
    await expect(page.getByRole('row', { name: new RegExp(brief.companyName) })).toHaveCount(1)
  }
  await page.getByLabel('Rechercher une soumission').fill(`${brief.email}-introuvable`)
  await expect(page.getByText('Aucune soumission trouvée')).toBeVisible()
})

test('a search typed and a status picked before the page’s script has run are applied', async ({
  page,
  request,
}) => {
  const brief = await seedBrief(request, token, 'early')
  await page.context().clearCookies()
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  const release = await holdScripts(page)
  await page.goto('/admin/submissions', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Rechercher une soumission').fill(brief.companyName)
  await page.getByLabel('Filtrer par statut').selectOption({ label: 'Rejetée' })
  release()
  await expect(page.getByText('Aucune soumission trouvée')).toBeVisible()
  await page.getByLabel('Filtrer par statut').selectOption({ label: 'Tous les statuts' })
  await expect(page.getByRole('row', { name: new RegExp(brief.companyName) })).toHaveCount(1)
  await expect(page.getByRole('row')).toHaveCount(2)
})

test('the dashboard shows the database’s figures and the submissions badge', async ({ page }) => {
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin$/)
  const [figures] = await sql<{ pending: number; week: number; building: number; clients: number }>(
    `select (select count(*) from project_submissions where status = 'pending')::int as pending,
            (select count(*) from project_submissions where created_at >= now() - interval '7 days')::int as week,
            (select count(*) from client_projects where status = 'in_build')::int as building,
            (select count(*) from users where role = 'client' and erased_at is null)::int as clients`,
  )
  const card = (label: string) =>
    page.locator('a, div').filter({ hasText: new RegExp(`^${label}`) })
  await expect(card('Soumissions en attente').last()).toContainText(String(figures!.pending))
  await expect(card('Projets actifs').last()).toContainText(String(figures!.building))
  await expect(page.getByText('Clients actifs').locator('..')).toContainText(
    String(figures!.clients),
  )
  await expect(page.getByRole('link', { name: /^Soumissions\s*\d*$/ })).toContainText(
    String(figures!.pending || ''),
  )
  await expect(page.getByText('Activité récente')).toBeVisible()
  await page
    .getByRole('link', { name: new RegExp(`Soumissions \\(7 jours\\)\\s*${figures!.week}`) })
    .click()
  await expect(page).toHaveURL(/\/admin\/submissions$/)
})
