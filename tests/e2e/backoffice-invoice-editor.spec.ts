import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { defaultDueDay } from '../../src/domain/billing/invoice-dates'
import { formatDay } from '../../src/domain/dates/format'
import { formatChf } from '../../src/domain/billing/money'
import { STUDIO_IDENTITY_IN_CMS } from '../../src/features/backoffice/settings/settings-links'
import { camt054 } from '../helpers/camt'
import { qrBillFields, readPdf } from '../helpers/pdf'
import { partOf } from '../helpers/smtp'
import { seriousViolations } from './support/accessibility'
import { createAdmin, sql, type Account } from './support/accounts'
import { adminToken, fillStudioBilling } from './support/admin-api'
import { expect, signIn, signInByApi, test } from './support/fixtures'
import { seedClient, type SeededClient } from './support/portal-data'

/** /admin/finances/factures: an admin writes a 3-line invoice, previews its draft and sends it. */
let admin: Account
let client: SeededClient

// Each test signs in an admin of its own: one account's second factor takes two sign-ins
// in 30 s, the next waits for a new code.
test.beforeEach(async ({ request }) => {
  admin = await createAdmin(request)
})

const STUDIO_VAT = {
  vatNumber: 'CHE-116.281.710 TVA',
  vatRates: ['8.1', '2.6', '3.8', '0'],
  roundToFiveCentimes: false,
}

test.beforeAll(async ({ request }) => {
  client = await seedClient(request, 'editeur')
  // Charging VAT needs the studio's VAT number; sending needs its billing details.
  await fillStudioBilling(request, STUDIO_VAT)
})

// 2.5 × 120.00 + 10 × 95.50 at 8.1 %, 1 × 49.90 at 0 %: VAT 8.1 % of 1255.00 is 101.655,
// rounded once for the rate to 101.66.
const LINES = [
  { description: 'Conception graphique', quantity: '2,5', unitPrice: '120', vatRate: '8.1' },
  { description: 'Développement', quantity: '10', unitPrice: '95.50', vatRate: '8.1' },
  { description: 'Hébergement', quantity: '1', unitPrice: '49.90', vatRate: '0' },
]
const SUBTOTAL = 1304.9
const VAT = 101.66
const TOTAL = 1406.56
// The first of two bank credits that pay it.
const PART = 406.56

const fillLine = async (page: Page, index: number, line: (typeof LINES)[number]) => {
  await page.getByLabel(`Description (ligne ${index + 1})`).fill(line.description)
  await page.getByLabel('Quantité').nth(index).fill(line.quantity)
  await page.getByLabel('Prix unitaire (CHF)').nth(index).fill(line.unitPrice)
  await page.getByLabel('TVA', { exact: true }).nth(index).selectOption(line.vatRate)
}

const draftsOfProject = async () =>
  sql<{ id: number; status: string; invoice_number: string | null; amount: string }>(
    'select id, status, invoice_number, amount::text from invoices where project_id = $1 and id <> all($2) order by id',
    [client.projectId, client.invoiceIds],
  )

/** Text with every run of spaces (the no-break ones of amounts and dates too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ')

/** The project's unsent invoices: the whole loop's own has been sent by then. */
const openDrafts = async () => (await draftsOfProject()).filter(({ status }) => status === 'Draft')

test('the whole loop: an admin writes a 3-line invoice, sends it, the client gets it, a bank file pays it', async ({
  page,
  browser,
  mailbox,
}) => {
  await signIn(page, admin.email, admin.password)
  // The second step's answer opens the session: leaving the page before it would drop it.
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/finances')
  await page.getByRole('link', { name: 'Nouvelle facture' }).click()
  await expect(page).toHaveURL(/\/admin\/finances\/factures\/nouvelle$/)
  await expect(page.getByRole('heading', { name: 'Nouvelle facture' })).toBeVisible()

  // The project picker narrows to the client's project; the due date follows the payment term.
  await page.getByLabel('Rechercher un client ou un projet').fill(client.projectName)
  await page.getByLabel('Client · projet').selectOption(String(client.projectId))
  // The form's values are set once it is hydrated: a busy machine may read the field before.
  await expect(page.getByLabel('Date de facture')).not.toHaveValue('')
  const invoiceDay = await page.getByLabel('Date de facture').inputValue()
  await expect(page.getByLabel('Échéance')).toHaveValue(defaultDueDay(invoiceDay))

  await fillLine(page, 0, LINES[0]!)
  for (const [offset, line] of LINES.slice(1).entries()) {
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click()
    await fillLine(page, offset + 1, line)
  }

  // Live totals, computed in the browser by the server's rules.
  const totals = page.getByRole('region', { name: 'Totaux' })
  await expect(totals).toContainText(formatChf(SUBTOTAL, 2))
  await expect(totals).toContainText(formatChf(VAT, 2))
  await expect(totals).toContainText(formatChf(TOTAL, 2))

  // Bad input is refused next to its field, and nothing is stored.
  await page.getByLabel('Quantité').nth(1).fill('0')
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(
    page.getByText(
      'Quantité invalide : un nombre positif avec au plus 2 décimales (1 000 000 au plus)',
    ),
  ).toBeVisible()
  await page.getByLabel('Échéance').fill('2000-01-01')
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(page.getByText('L’échéance ne peut pas précéder la date de facture')).toBeVisible()
  expect(await draftsOfProject()).toEqual([])
  await page.getByLabel('Quantité').nth(1).fill(LINES[1]!.quantity)
  await page.getByLabel('Échéance').fill(defaultDueDay(invoiceDay))
  await page.getByLabel('Notes').fill('Merci pour votre confiance.')

  // A double click saves one draft, which takes its own address.
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).dblclick()
  await expect(page.getByText('Brouillon enregistré').first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/finances\/factures\/\d+$/)
  const drafts = await draftsOfProject()
  expect(drafts).toHaveLength(1)
  const [draft] = drafts
  expect(draft).toMatchObject({ status: 'Draft', invoice_number: null })
  expect(Number(draft!.amount)).toBe(TOTAL)
  // The saved draft is shown as such: its own title, its status, its actions in the work's order.
  await expect(page.getByRole('heading', { name: `Brouillon ${draft!.id}` })).toBeVisible()
  await expect(page.getByText('Brouillon', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nouvelle facture' })).toHaveCount(0)
  const actions = /^(Enregistrer le brouillon|Aperçu PDF|Envoyer)$/
  await expect(page.getByRole('button', { name: actions })).toHaveText([
    'Enregistrer le brouillon',
    'Aperçu PDF',
    'Envoyer',
  ])

  // The preview of the draft's PDF, served as a download (the API's responses are sandboxed).
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Aperçu PDF' }).click()
  expect((await download).suggestedFilename()).toBe(`brouillon-${draft!.id}.pdf`)

  // Sending numbers it; the page then shows it read-only.
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByText('Le client la reçoit par e-mail.')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Facture \d{4}-\d{4,}$/ })).toBeVisible()
  await expect(page.getByText('En attente').first()).toBeVisible()
  await expect(page.getByLabel('Description (ligne 1)')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible()
  const [sent] = await draftsOfProject()
  expect(sent).toMatchObject({ id: draft!.id, status: 'Pending' })
  expect(sent!.invoice_number).toMatch(/^\d{4}-\d{4,}$/)
  expect(Number(sent!.amount)).toBe(TOTAL)
  const number = sent!.invoice_number!

  // The client's mailbox receives it with its PDF; the portal shows it at once.
  const mail = await mailbox.mailTo(client.email, (m) => m.subject.includes(number))
  expect(mail.subject).toBe(`Votre facture ${number}`)
  expect(partOf(mail.raw, 'application/pdf').subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const clientContext = await browser.newContext()
  const portal = await clientContext.newPage()
  await signInByApi(portal, client.email, client.password)
  await portal.goto('/espace-client/factures')
  const portalRow = portal.getByRole('row').filter({ hasText: number })
  await expect(portalRow).toContainText(formatChf(TOTAL, 2))
  await expect(portalRow).toContainText('En attente')

  // The bank's camt.054 pays it by its reference, booked today: Paid, with the booking date.
  await page.goto('/admin/finances')
  const revenue = page.locator('section', {
    has: page.getByRole('heading', { name: 'Revenus sur 12 mois' }),
  })
  const paidThisMonth = async () => {
    await revenue.getByText('Voir les chiffres en tableau').click()
    const cell = revenue.getByRole('table').locator('tbody tr').last().locator('td').nth(1)
    const figure = Number((await cell.innerText()).replace(/[^0-9]/g, ''))
    await revenue.getByText('Voir les chiffres en tableau').click()
    return figure
  }
  const before = await paidThisMonth()
  const [stored] = await sql<{ payment_reference: string }>(
    'select payment_reference from invoices where id = $1',
    [draft!.id],
  )
  const reference = stored!.payment_reference
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' })
  /** 'Importer un relevé': the file read, its preview shown, then 'Appliquer'. */
  const importCredit = async (amount: string) => {
    await page.getByRole('button', { name: 'Importer un relevé' }).click()
    const dialog = page.getByRole('dialog', { name: 'Importer un relevé bancaire' })
    await dialog.getByLabel('Relevé bancaire camt.054 ou camt.053 (XML)').setInputFiles({
      name: 'camt054.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(camt054([{ amount, reference, bookingDate: today }])),
    })
    await expect(dialog.getByRole('listitem')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Appliquer' }).click()
    await expect(dialog).toBeHidden()
  }
  /** The invoice's PDF as its client downloads it from the portal, read as a viewer does. */
  const clientPdf = async () => {
    await portal.reload()
    const [file] = await Promise.all([
      portal.waitForEvent('download'),
      portal.getByRole('link', { name: `Télécharger la facture ${number} (PDF)` }).click(),
    ])
    const pdf = await readPdf(await readFile((await file.path())!))
    return { ...pdf, text: spaced(pdf.text) }
  }

  // A first part: the PDF lists it, and its slip asks for the exact remainder, same reference.
  await importCredit(PART.toFixed(2))
  await expect(page.getByText('1 paiement partiel')).toBeVisible()
  const partly = await clientPdf()
  expect(partly.text).toContain(spaced(`Reste à payer : ${formatChf(TOTAL - PART, 2)}`))
  expect(partly.qrCodes).toHaveLength(1)
  expect(qrBillFields(partly.qrCodes[0]!)).toMatchObject({
    amount: (TOTAL - PART).toFixed(2),
    reference,
  })

  await importCredit((TOTAL - PART).toFixed(2))
  await expect(page.getByText(`1 facture payée (${number})`)).toBeVisible()
  const row = page
    .locator('section', { has: page.getByRole('heading', { name: 'Factures', exact: true }) })
    .getByRole('row')
    .filter({ hasText: number })
  await expect(row).toContainText('Payée')
  await expect(row).toContainText(`le ${formatDay(`${today}T12:00:00.000Z`)}`)

  // The chart's month moves by the payment (its figures are whole francs).
  await expect.poll(paidThisMonth).toBeGreaterThanOrEqual(before + Math.floor(TOTAL))
  await portal.reload()
  await expect(portalRow).toContainText('Payée')

  // Paid: its PDF says when, lists both payments and has no slip left to pay it twice.
  const paid = await clientPdf()
  const day = formatDay(`${today}T12:00:00.000Z`)
  expect(paid.text).toContain(spaced(`Payée le ${day}`))
  expect(paid.text).toContain(spaced(`${day} : ${formatChf(PART, 2)}`))
  expect(paid.text).toContain(spaced(`${day} : ${formatChf(TOTAL - PART, 2)}`))
  expect(paid.text).not.toContain('Section paiement')
  expect(paid.text).not.toContain('QR')
  expect(paid.qrCodes).toEqual([])
  await clientContext.close()
})

test('a taxed line before the studio has its VAT number is refused on the line, with a link to the setting', async ({
  page,
  request,
}) => {
  await fillStudioBilling(request, { ...STUDIO_VAT, vatNumber: null })
  try {
    await signInByApi(page, admin.email, admin.password)
    await page.goto('/admin/finances/factures/nouvelle')
    await expect(page.getByLabel('Date de facture')).not.toHaveValue('')
    await page.getByLabel('Client · projet').selectOption(String(client.projectId))
    // The new line's default rate, 8.1 %, is kept.
    await fillLine(page, 0, LINES[0]!)
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
    const rate = page.getByLabel('TVA', { exact: true })
    await expect(rate).toHaveAccessibleDescription(
      'Renseignez le numéro TVA dans l’identité du studio avant de facturer la TVA',
    )
    const link = page.getByRole('link', {
      name: 'Saisir le numéro TVA',
    })
    await expect(link).toHaveAttribute('href', STUDIO_IDENTITY_IN_CMS)
    await expect(page.getByText('The following field is invalid')).toHaveCount(0)
    expect(await openDrafts()).toEqual([])
    expect(await seriousViolations(page)).toEqual([])

    // The link opens the studio's identity in the CMS, where the number is entered.
    await link.click()
    await expect(page).toHaveURL(/\/cms\/globals\/studio-identity$/)
    await expect(page.locator('#field-vatNumber')).toBeVisible()

    // At 0 %, the same line is saved.
    await page.goBack()
    await expect(page.getByLabel('Date de facture')).not.toHaveValue('')
    await page.getByLabel('Client · projet').selectOption(String(client.projectId))
    await fillLine(page, 0, { ...LINES[0]!, vatRate: '0' })
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
    await expect(page.getByRole('heading', { name: /^Brouillon \d+$/ })).toBeVisible()
    const [draft] = await openDrafts()
    await request.delete(`/api/invoices/${draft!.id}`, {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
    })
  } finally {
    await fillStudioBilling(request, STUDIO_VAT)
  }
})

test('a draft in the invoices table opens in the editor', async ({ page, request }) => {
  const response = await request.post('/api/invoices', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      project: client.projectId,
      // Dated tomorrow, so it heads the list (newest invoice date first).
      invoiceDate: new Date(Date.now() + 86_400_000).toISOString(),
      dueDate: new Date(Date.now() + 31 * 86_400_000).toISOString(),
      lines: [{ description: 'Retouches', quantity: 1, unitPrice: 80, vatRate: '0' }],
    },
  })
  const { id } = ((await response.json()) as { doc: { id: number } }).doc
  await signIn(page, admin.email, admin.password)
  // The second step's answer opens the session: leaving the page before it would drop it.
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/finances')
  await page.getByRole('link', { name: `Modifier la facture brouillon ${id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/finances/factures/${id}$`))
  await expect(page.getByLabel('Description (ligne 1)')).toHaveValue('Retouches')
  await expect(page.getByRole('region', { name: 'Totaux' })).toContainText(formatChf(80, 2))
})

test('a sent invoice opens read-only and is cancelled, never deleted', async ({ page }) => {
  const number = client.invoiceNumbers[0]!
  const id = client.invoiceIds[0]!
  await signIn(page, admin.email, admin.password)
  // The second step's answer opens the session: leaving the page before it would drop it.
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/finances/factures/${id}`)
  await expect(page.getByRole('heading', { name: `Facture ${number}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enregistrer le brouillon' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Annuler la facture' }).click()
  const dialog = page.getByRole('dialog', { name: 'Annuler cette facture ?' })
  await dialog.getByLabel('Motif (facultatif)').fill('Tarif erroné')
  await dialog.getByRole('button', { name: 'Annuler la facture' }).click()
  await expect(page.getByText(/^Note de crédit NC-\d{4}-\d{4} envoyée au client/)).toBeVisible()
  await expect(page.getByText('Annulée').first()).toBeVisible()
  await expect(
    page.getByText(/par la note de crédit NC-\d{4}-\d{4}.*Motif : Tarif erroné/),
  ).toBeVisible()
  const [stored] = await sql<{
    status: string
    invoice_number: string
    credit_note_number: string
  }>('select status, invoice_number, credit_note_number from invoices where id = $1', [id])
  expect(stored).toMatchObject({ status: 'Cancelled', invoice_number: number })
  // The credit note is downloaded from the cancelled invoice's page.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: `Note de crédit ${stored!.credit_note_number}` }).click()
  expect((await download).suggestedFilename()).toBe(
    `note-de-credit-${stored!.credit_note_number}.pdf`,
  )
})
