import { isIBANValid, isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils'
import { beforeAll, describe, expect, it } from 'vitest'

import { IBAN_ERROR } from '@/domain/billing/qr-bill'
import { formatDay } from '@/domain/dates/format'
import { validationText } from '@/i18n/validation-text'

import type { Invoice } from '../../payload-types'
import { camt054, statementForm } from '../helpers/camt'
import { qrBillFields, readPdf } from '../helpers/pdf'

/** GET /api/invoices/:id/pdf: the invoice as a PDF with a Swiss QR-bill, for its owner only. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let invoiceA: Invoice
let invoiceB: Invoice
const tokens: Record<string, string> = {}

// The creditor: the company of the studio's identity, the account of its settings.
const COMPANY = {
  legalName: 'Studio Test SA',
  street: 'Rue du Rhône',
  buildingNumber: '12',
  postalCode: '1204',
  city: 'Genève',
  country: 'CH' as const,
  vatNumber: 'CHE-116.281.710 TVA',
}
const BILLING = { iban: 'CH93 0076 2011 6238 5295 7' }
// The Swiss banks' published QR-IBAN example: its payments need a 27-digit QR reference.
const QR_IBAN = 'CH44 3199 9123 0008 8901 2'

/**
 * 2.5 days at 1200 + 12 months at 15.50 at 8.1 %, a domain at 20 at 0 %, 100 off: 3206.00, of
 * which the 8.1 % lines take 99.38 of the discount (pro rata, plus the odd centime), leaving
 * 3086.62 taxed 250.02 and 19.38 untaxed: 3356.02 in all.
 */
const LINES = [
  { description: 'Développement du site', quantity: 2.5, unitPrice: 1200, vatRate: '8.1' },
  { description: 'Hébergement (mois)', quantity: 12, unitPrice: 15.5, vatRate: '8.1' },
  { description: 'Nom de domaine', quantity: 1, unitPrice: 20, vatRate: '0' },
] as const

const tokenOf = async (email: string) =>
  (tokens[email] ??= (
    await rest('POST', 'users/login', { json: { email, password: helpers.TEST_PASSWORD } })
  ).data.token as string)

const download = async (email: string | null, id: number | string, query = '') =>
  rest('GET', `invoices/${id}/pdf${query}`, email ? { token: await tokenOf(email) } : {})

const setBilling = async (billing: object) =>
  rest('POST', 'globals/settings', {
    token: await tokenOf(actors.admin.email),
    json: { billing },
  })
const setCompany = async (company: object) =>
  rest('POST', 'globals/studio-identity', {
    token: await tokenOf(actors.admin.email),
    json: company,
  })

/** A sent invoice of LINES, less 100 off, due in 30 days. */
const sentInvoice = async (project: number, invoiceNumber: string) =>
  (await helpers.testPayload()).create({
    collection: 'invoices',
    data: {
      project,
      invoiceNumber,
      lines: [...LINES],
      discount: 100,
      status: 'Pending',
      invoiceDate: new Date().toISOString(),
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
    ...helpers.system,
  })

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  const projectA = await fixtures(payload).project(actors.clientA)
  const projectB = await fixtures(payload).project(actors.clientB)
  // The invoices are made once the studio has its IBAN and VAT number, as in real use.
  await payload.updateGlobal({ slug: 'studio-identity', data: COMPANY, ...helpers.system })
  await payload.updateGlobal({ slug: 'settings', data: { billing: BILLING }, ...helpers.system })
  invoiceA = await sentInvoice(projectA.id, `2026-A${actors.clientA.id}`)
  invoiceB = await fixtures(payload).invoice(projectB.id, `2026-B${actors.clientB.id}`)
})

describe('an invoice with lines', () => {
  it('is priced by the server and keeps the creditor reference it got with its number', () => {
    expect(invoiceA).toMatchObject({ subtotal: 3206, vatAmount: 250.02, rounding: 0 })
    expect(invoiceA.amount).toBe(3356.02)
    expect(isSCORReferenceValid(invoiceA.paymentReference ?? '')).toBe(true)
    expect(invoiceA.paymentReference).toContain(`2026A${actors.clientA.id}`)
  })
})

describe('before the studio has entered its billing details', () => {
  it('answers 503 with a clear message instead of an invoice without a payment part', async () => {
    await setCompany({ legalName: null, street: null, postalCode: null, city: null })
    await setBilling({ iban: null })
    const answer = await download(actors.clientA.email, invoiceA.id)
    expect(answer.status).toBe(503)
    expect(answer.data.message).toBe('La facture ne peut pas encore être téléchargée.')
  })

  it('still answers 503 with the account but not the address, then the PDF once both are in', async () => {
    await setBilling(BILLING)
    expect((await download(actors.clientA.email, invoiceA.id)).status).toBe(503)
    expect((await setCompany(COMPANY)).status).toBe(200)
    expect((await download(actors.clientA.email, invoiceA.id)).status).toBe(200)
  })
})

describe('the billing details in the settings', () => {
  it('refuses an IBAN that is not a valid Swiss one and keeps the previous value', async () => {
    expect((await setBilling(BILLING)).status).toBe(200)
    for (const iban of ['CH94 0076 2011 6238 5295 7', 'DE89 3704 0044 0532 0130 00', 'abc']) {
      const answer = await setBilling({ ...BILLING, iban })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.data)).toContain(validationText('fr', IBAN_ERROR))
    }
    const payload = await helpers.testPayload()
    const settings = await payload.findGlobal({ slug: 'settings', ...helpers.system })
    expect(settings.billing?.iban).toBe(BILLING.iban)
  })

  it('are the admins’ only: a client can neither read nor change them', async () => {
    const read = await rest('GET', 'globals/settings', {
      token: await tokenOf(actors.clientA.email),
    })
    expect(read.status).toBe(200)
    expect(read.data.billing).toBeUndefined()
    expect((await rest('GET', 'globals/settings')).data.billing).toBeUndefined()
    const write = await rest('POST', 'globals/settings', {
      token: await tokenOf(actors.clientA.email),
      json: { billing: { ...BILLING, iban: 'CH56 0483 5012 3456 7800 9' } },
    })
    expect(write.status).toBe(403)
  })
})

describe('a client downloads an invoice', () => {
  it('gets a PDF attachment with the invoice, both parties and the payment terms', async () => {
    const answer = await download(actors.clientA.email, invoiceA.id)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="facture-${invoiceA.invoiceNumber}.pdf"`,
    )
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const pdf = await readPdf(answer.bytes)
    expect(pdf.title).toBe(`Facture ${invoiceA.invoiceNumber}`)
    const text = pdf.text.replace(/\s+/g, ' ')
    for (const expected of [
      invoiceA.invoiceNumber,
      COMPANY.legalName,
      'Rue du Rhône 12',
      'CH-1204 Genève',
      actors.clientA.email,
      `Projet de ${actors.clientA.firstName}`,
      'Moyens de paiement',
      'Twint',
      'carte de crédit',
      'Section paiement',
    ]) {
      expect(text).toContain(expected)
    }
    // Each line, the subtotal, the discount, the VAT of each rate on its base, the total.
    const spaced = text.replace(/\s/g, ' ')
    for (const expected of [
      'Développement du site 2,5 1 200.00 CHF 8,1 % 3 000.00 CHF',
      'Hébergement (mois) 12 15.50 CHF 8,1 % 186.00 CHF',
      'Nom de domaine 1 20.00 CHF 0 % 20.00 CHF',
      'Sous-total 3 206.00 CHF',
      'Rabais -100.00 CHF',
      'TVA 8,1 % sur 3 086.62 CHF 250.02 CHF',
      'TVA 0 % sur 19.38 CHF 0.00 CHF',
      'Total 3 356.02 CHF',
      'N° TVA CHE-116.281.710 TVA',
    ]) {
      expect(spaced).toContain(expected)
    }
    expect(spaced).not.toContain('Arrondi')
    expect(text).not.toContain(invoiceB.invoiceNumber)
  })

  it('holds a QR-bill whose payload is valid per the Swiss standard', async () => {
    const pdf = await readPdf((await download(actors.clientA.email, invoiceA.id)).bytes)
    expect(pdf.qrCodes).toHaveLength(1)
    const qr = qrBillFields(pdf.qrCodes[0]!)
    expect(qr).toMatchObject({
      type: 'SPC',
      version: '0200',
      coding: '1',
      iban: 'CH9300762011623852957',
      creditor: ['S', 'Studio Test SA', 'Rue du Rhône', '12', '1204', 'Genève', 'CH'],
      amount: '3356.02',
      currency: 'CHF',
      referenceType: 'SCOR',
      message: `Facture ${invoiceA.invoiceNumber}`,
      trailer: 'EPD',
    })
    expect(isIBANValid(qr.iban!)).toBe(true)
    expect(isSCORReferenceValid(qr.reference!)).toBe(true)
    expect(qr.reference).toBe(invoiceA.paymentReference)
  })

  it('carries a QR reference once the studio’s account is a QR-IBAN', async () => {
    expect((await setBilling({ ...BILLING, iban: QR_IBAN })).status).toBe(200)
    try {
      const pdf = await readPdf((await download(actors.clientA.email, invoiceA.id)).bytes)
      const qr = qrBillFields(pdf.qrCodes[0]!)
      expect(qr.referenceType).toBe('QRR')
      expect(qr.reference).toHaveLength(27)
      expect(isQRReferenceValid(qr.reference!)).toBe(true)
      expect(qr.reference!.replace(/^0+/, '').slice(0, -1)).toBe(String(invoiceA.id))
    } finally {
      await setBilling(BILLING)
    }
  })

  it('comes in English when asked, and says so in the file name', async () => {
    const answer = await download(actors.clientA.email, invoiceA.id, '?lang=en')
    expect(answer.headers.get('content-disposition')).toContain(
      `invoice-${invoiceA.invoiceNumber}.pdf`,
    )
    const pdf = await readPdf(answer.bytes)
    expect(pdf.text).toContain('Payment methods')
    expect(pdf.text).toContain('Payment part')
    // The rates as English writes them (the French document says "8,1 %").
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('VAT 8.1% on 3 086.62 CHF')
    expect(qrBillFields(pdf.qrCodes[0]!).message).toBe(`Invoice ${invoiceA.invoiceNumber}`)
  })

  it('continues a long invoice on the next pages, with one QR-bill at the end', async () => {
    const payload = await helpers.testPayload()
    const long = await payload.create({
      collection: 'invoices',
      data: {
        project: invoiceA.project as number,
        invoiceNumber: `2026-L${actors.clientA.id}`,
        lines: Array.from({ length: 60 }, (_, index) => ({
          description: `Page ${index + 1} du site`,
          quantity: 1,
          unitPrice: 10,
          vatRate: '8.1' as const,
        })),
        status: 'Pending',
        invoiceDate: new Date().toISOString(),
        dueDate: new Date().toISOString(),
      },
      ...helpers.system,
    })
    // 60 × 10.00 = 600.00, with 48.60 of VAT.
    expect(long.amount).toBe(648.6)
    const pdf = await readPdf((await download(actors.clientA.email, long.id)).bytes)
    expect(pdf.numPages).toBeGreaterThanOrEqual(2)
    expect(pdf.text).toContain('Page 60 du site')
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('Total 648.60 CHF')
    // The payment terms are not split over two pages.
    const terms = pdf.pages.find((page) => page.includes('Moyens de paiement'))
    expect(terms).toContain('Virement bancaire')
    expect(pdf.qrCodes).toHaveLength(1)
    expect(qrBillFields(pdf.qrCodes[0]!).amount).toBe('648.60')
  })

  it('says a paid invoice is settled', async () => {
    const payload = await helpers.testPayload()
    const paid = await payload.update({
      collection: 'invoices',
      id: invoiceB.id,
      data: { status: 'Paid' },
      ...helpers.system,
    })
    const pdf = await readPdf((await download(actors.clientB.email, paid.id)).bytes)
    const text = pdf.text.replace(/\s+/g, ' ')
    expect(text).toContain(`Payée le ${formatDay(paid.paidAt!, 'fr')}`)
    expect(text).not.toContain('Montant à régler')
    // Nothing came by bank: no payment to list, and no slip to pay it again.
    expect(text).not.toContain('Paiements reçus')
    expect(text).not.toContain('Section paiement')
    expect(pdf.qrCodes).toEqual([])
  })
})

const NOON_24 = '2026-11-24T12:00:00.000Z'
const NOV_20 = formatDay('2026-11-20T12:00:00.000Z', 'fr')
const NOV_24 = formatDay(NOON_24, 'fr')

describe('an invoice paid by bank', () => {
  let invoice: Invoice
  const pay = async (amount: string, bookingDate: string) => {
    const answer = await rest('POST', 'bank-credits/import', {
      token: await tokenOf(actors.admin.email),
      form: statementForm(camt054([{ amount, reference: invoice.paymentReference!, bookingDate }])),
    })
    expect(answer.status).toBe(200)
  }
  const pdfOf = async (query = '') =>
    readPdf((await download(actors.clientA.email, invoice.id, query)).bytes)

  beforeAll(async () => {
    invoice = await sentInvoice(invoiceA.project as number, `2026-P${actors.clientA.id}`)
    expect(invoice.amount).toBe(3356.02)
  })

  it('once partly paid, lists the payment and asks by QR-bill for the exact remainder only', async () => {
    await pay('1000.01', '2026-11-20')
    const pdf = await pdfOf()
    const text = pdf.text.replace(/\s+/g, ' ')
    expect(text).toContain('Paiements reçus')
    expect(text).toContain(`${NOV_20} : 1 000.01 CHF`)
    expect(text).toContain('Reste à payer : 2 356.01 CHF')
    expect(text).toContain('Section paiement')
    expect(pdf.qrCodes).toHaveLength(1)
    const qr = qrBillFields(pdf.qrCodes[0]!)
    expect(qr.amount).toBe('2356.01')
    expect(qr.reference).toBe(invoice.paymentReference)
    // The invoice's total is still printed as it was issued.
    expect(text).toContain('Total 3 356.02 CHF')
  })

  it('once paid, says on which day with its payments, and carries no slip to pay again', async () => {
    await pay('2356.01', '2026-11-24')
    for (const [query, paidOn, received, slip] of [
      ['', `Payée le ${NOV_24}`, 'Paiements reçus', 'Section paiement'],
      ['?lang=en', `Paid on ${formatDay(NOON_24, 'en')}`, 'Payments received', 'Payment part'],
    ]) {
      const pdf = await pdfOf(query)
      const text = pdf.text.replace(/\s+/g, ' ')
      expect(text).toContain(paidOn)
      expect(text).toContain(received)
      expect(text).not.toContain(slip)
      expect(text).not.toContain('QR')
      expect(pdf.qrCodes).toEqual([])
    }
    const text = (await pdfOf()).text.replace(/\s+/g, ' ')
    expect(text).toContain(`${NOV_20} : 1 000.01 CHF`)
    expect(text).toContain(`${NOV_24} : 2 356.01 CHF`)
    expect(text).not.toContain('Moyens de paiement')
    expect(text).not.toContain('Reste à payer')
  })
})

describe('nobody else gets the invoice', () => {
  it('is 404 for another client, exactly like an invoice that does not exist', async () => {
    const foreign = await download(actors.clientB.email, invoiceA.id)
    const missing = await download(actors.clientB.email, 99_999_999)
    expect(foreign.status).toBe(404)
    expect(missing.status).toBe(404)
    expect(foreign.data).toEqual(missing.data)
    expect(foreign.headers.get('content-type')).not.toBe('application/pdf')
  })

  it('is 404 for an editor and for malformed ids, 401 for a visitor', async () => {
    expect((await download(actors.editor.email, invoiceA.id)).status).toBe(404)
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(30)]) {
      expect((await download(actors.clientA.email, id)).status).toBe(404)
    }
    expect((await download(null, invoiceA.id)).status).toBe(401)
  })

  it('is served to an admin, for any client', async () => {
    const answer = await download(actors.admin.email, invoiceA.id)
    expect(answer.status).toBe(200)
    expect((await readPdf(answer.bytes)).text).toContain(invoiceA.invoiceNumber)
  })
})
