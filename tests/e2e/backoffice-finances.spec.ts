import { readFile } from 'node:fs/promises'

import type { Locator, Page } from '@playwright/test'

import { formatChf } from '../../src/domain/billing/money'
import { createAdmin, sql, type Account } from './support/accounts'
import { camt054 } from '../helpers/camt'
import { adminToken, fillStudioBilling } from './support/admin-api'
import { expect, signInByApi, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/** /admin/finances as an admin: cards from SQL, 'Marquer payé', overdue, CSV, bank files. */
let admin: Account
let client: SeededClient
let overdue: string

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

test.beforeAll(async ({ request }) => {
  client = await seedClient(request, 'finances')
  const response = await request.post('/api/invoices', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      project: client.projectId,
      // Recent, so it is on the list's first page (newest invoice date first), and already due.
      invoiceDate: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      dueDate: new Date(Date.now() - 86_400_000).toISOString(),
      lines: [{ description: 'Site vitrine', quantity: 1, unitPrice: 250.25, vatRate: '0' }],
      status: 'Pending',
    },
  })
  overdue = ((await response.json()) as { doc: { invoiceNumber: string } }).doc.invoiceNumber
})

/** The invoices table's row of an invoice (the credits to review list open invoices too). */
const invoiceRow = (page: Page, number: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Factures', exact: true }) })
    .getByRole('row')
    .filter({ hasText: number })

const figures = async () =>
  (
    await sql<{ month: string; mrr: string }>(
      `select (select coalesce(sum(amount), 0) from invoices where status = 'Paid'
                 and coalesce(paid_at, invoice_date) >= date_trunc('month', now() at time zone 'Europe/Zurich') at time zone 'Europe/Zurich'
                 and coalesce(paid_at, invoice_date) < (date_trunc('day', now() at time zone 'Europe/Zurich') + interval '1 day') at time zone 'Europe/Zurich')::text as month,
              (select coalesce(sum(mrr_chf), 0) from subscriptions where status = 'Active')::text as mrr`,
    )
  )[0]!

test('cards, overdue status, marking paid and the CSV export', async ({ page }) => {
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/finances')
  const card = (label: string) =>
    page
      .locator('div')
      .filter({ hasText: new RegExp(`^${label}`) })
      .last()
  await expect(card('MRR des abonnements actifs')).toContainText(
    formatChf((await figures()).mrr, 0),
  )

  const overdueRow = invoiceRow(page, overdue)
  await expect(overdueRow).toContainText('En retard')
  await expect(overdueRow).toContainText(formatChf(250.25, 2))
  expect(overdue).toMatch(/^\d{4}-\d{4,}$/)

  // Pausing and resuming the reminders are in the row's menu.
  const menu = overdueRow.getByRole('button', { name: `Actions pour la facture ${overdue}` })
  await menu.click()
  await overdueRow.getByRole('menuitem', { name: `Suspendre les relances ${overdue}` }).click()
  await expect(page.getByText('Aucune relance ne part pour cette facture')).toBeVisible()
  await expect(overdueRow).toContainText('Relances suspendues')
  await menu.click()
  await overdueRow.getByRole('menuitem', { name: `Reprendre les relances ${overdue}` }).click()
  await menu.click()
  await expect(overdueRow.getByRole('menuitem', { name: /^Suspendre les relances/ })).toBeVisible()
  await page.keyboard.press('Escape')

  const number = client.invoiceNumbers[0]!
  const row = invoiceRow(page, number)
  await expect(row).toContainText('En attente')
  await row.getByRole('button', { name: `Marquer payé ${number}` }).dblclick()
  await expect(page.getByText('La facture a été marquée comme payée.')).toBeVisible()
  await expect(row).toContainText('Payée')
  await expect(row.getByRole('button', { name: /^Marquer payé/ })).toHaveCount(0)
  const activities = await sql<{ n: number }>(
    `select count(*)::int as n from activities where action = 'Facture marquée payée' and note = $1`,
    [number],
  )
  expect(activities[0]?.n).toBe(1)
  await expect(card('Encaissé ce mois-ci')).toContainText(formatChf((await figures()).month, 0))

  // The chart's figures as a table: 12 months, this one last with the card's paid figure.
  const revenue = page.locator('section', {
    has: page.getByRole('heading', { name: 'Revenus sur 12 mois' }),
  })
  await expect(revenue.getByRole('img', { name: /^Graphique du facturé/ })).toBeVisible()
  await revenue.getByText('Voir les chiffres en tableau').click()
  const months = revenue.getByRole('table').locator('tbody tr')
  await expect(months).toHaveCount(12)
  await expect(months.last()).toContainText(formatChf((await figures()).month, 0))

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter en CSV' }).first().click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^factures-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.startsWith('\uFEFFNuméro;Client;Projet;Date;Échéance;Payée le;Statut;')).toBe(true)
  // One row per line; marked paid today, paid in full (total, then paid amount, last).
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' })
  expect(csv).toMatch(
    new RegExp(
      `\r\n${number};[^;]*;${client.projectName};[^\r\n]*;${today};Payée;[^\r\n]*;1495\\.50;1495\\.50\r\n`,
    ),
  )
  expect(csv).toMatch(
    new RegExp(`\r\n${overdue};[^;]*;${client.projectName};[^\r\n]*;En retard;Site vitrine;`),
  )
})

test('the subscriptions table shows the MRR to the centime', async ({ page }) => {
  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/finances')
  const rows = page.getByRole('row').filter({ hasText: client.projectName })
  await expect(rows.filter({ hasText: 'Plan Continu' }).first()).toContainText(formatChf(79, 2))
  await expect(rows.filter({ hasText: 'Plan Continu' }).first()).toContainText('Résilié')
})

/** 'Importer un relevé': its dialog, with the accepted formats said before any file is chosen. */
const openBankImport = async (page: Page) => {
  await page.getByRole('button', { name: 'Importer un relevé' }).click()
  const dialog = page.getByRole('dialog', { name: 'Importer un relevé bancaire' })
  await expect(dialog).toContainText('camt.054 (avis de crédit) ou camt.053 (relevé de compte)')
  await expect(dialog).toContainText('Rien n’est enregistré avant « Appliquer ».')
  return dialog
}

const chooseStatement = (dialog: Locator, name: string, xml: string) =>
  dialog
    .getByLabel('Relevé bancaire camt.054 ou camt.053 (XML)')
    .setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(xml) })

test('a bank file is previewed, changes nothing until applied, then pays an invoice by its reference and leaves a stranger’s payment to review', async ({
  page,
  request,
}) => {
  // The studio's IBAN gives sent invoices their payment reference (RF…).
  await fillStudioBilling(request)
  const created = await request.post('/api/invoices', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      project: client.projectId,
      invoiceDate: new Date().toISOString(),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      lines: [{ description: 'Refonte', quantity: 3, unitPrice: 120, vatRate: '0' }],
      status: 'Pending',
    },
  })
  const invoice = (
    (await created.json()) as { doc: { invoiceNumber: string; paymentReference: string } }
  ).doc
  expect(invoice.paymentReference).toMatch(/^RF/)
  const xml = camt054([
    { amount: '360.00', reference: invoice.paymentReference, bookingDate: '2026-11-20' },
    { amount: '12.34', debtor: 'Donateur Inconnu' },
  ])
  const stateOfInvoice = async () =>
    (
      await sql<{ status: string; credits: string }>(
        `select i.status, (select count(*) from bank_credits c
                            where c.reference = i.payment_reference or c.debtor_name = 'Donateur Inconnu')::text as credits
           from invoices i where i.invoice_number = $1`,
        [invoice.invoiceNumber],
      )
    )[0]

  await signInByApi(page, admin.email, admin.password)
  await page.goto('/admin/finances')
  let dialog = await openBankImport(page)
  await chooseStatement(dialog, 'camt054.xml', xml)
  await expect(dialog.getByRole('status')).toHaveText(
    `2 nouveaux paiements · 1 facture sera payée (${invoice.invoiceNumber}) · 1 à traiter`,
  )
  const entries = dialog.getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText(formatChf(360, 2))
  await expect(entries.first()).toContainText(invoice.paymentReference)
  await expect(entries.first()).toContainText(`Paie ${invoice.invoiceNumber} — `)
  await expect(entries.last()).toContainText('Donateur Inconnu')
  await expect(entries.last()).toContainText('À traiter : Paiement sans référence')
  // Read, not applied: the invoice is still open and no credit is stored.
  expect(await stateOfInvoice()).toEqual({ status: 'Pending', credits: '0' })
  await dialog.getByRole('button', { name: 'Appliquer' }).click()
  await expect(page.getByText('Relevé importé')).toBeVisible()
  await expect(page.getByText(`1 facture payée (${invoice.invoiceNumber})`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(invoiceRow(page, invoice.invoiceNumber)).toContainText('Payée')
  expect(await stateOfInvoice()).toEqual({ status: 'Paid', credits: '2' })

  const stranger = page.getByRole('row').filter({ hasText: 'Donateur Inconnu' })
  await expect(stranger).toContainText(formatChf(12.34, 2))
  await stranger.getByRole('button', { name: /^Ignorer le paiement/ }).click()
  await expect(page.getByText('Paiement ignoré')).toBeVisible()
  await expect(stranger).toHaveCount(0)

  // The same file again has nothing to apply; a file that is not a statement is refused.
  dialog = await openBankImport(page)
  await chooseStatement(dialog, 'camt054.xml', xml)
  await expect(dialog.getByRole('status')).toContainText(
    'Aucun nouveau paiement dans ce fichier : rien à appliquer.',
  )
  await expect(dialog.getByRole('status')).toContainText('2 déjà importé(s), ignoré(s)')
  await expect(dialog.getByRole('listitem').first()).toContainText('Déjà importé, ignoré')
  await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeDisabled()
  await chooseStatement(dialog, 'notes.xml', '<a>')
  await expect(dialog.getByRole('alert')).toContainText('Relevé refusé')
  await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Annuler' }).click()
  await expect(dialog).toBeHidden()
  const paid = await sql<{ paid_at: string }>(
    `select to_char(paid_at, 'YYYY-MM-DD') as paid_at from invoices where invoice_number = $1`,
    [invoice.invoiceNumber],
  )
  expect(paid[0]?.paid_at).toBe('2026-11-20')
})
