import { isIBANValid, isSCORReferenceValid } from 'swissqrbill/utils'
import { beforeAll, describe, expect, it } from 'vitest'

import { formatChf } from '@/domain/billing/money'
import { IBAN_ERROR } from '@/domain/billing/qr-bill'

import type { Invoice } from '../../payload-types'
import { qrBillFields, readPdf } from '../helpers/pdf'

/** GET /api/invoices/:id/pdf: the invoice as a PDF with a Swiss QR-bill, for its owner only. */
let helpers: typeof import('../helpers/payload')
let rest: (typeof import('../helpers/rest'))['rest']
let actors: import('../helpers/payload').Actors
let invoiceA: Invoice
let invoiceB: Invoice
const tokens: Record<string, string> = {}

const BILLING = {
  name: 'Studio Test SA',
  street: 'Rue du Rhône',
  buildingNumber: '12',
  postalCode: '1204',
  city: 'Genève',
  country: 'CH',
  iban: 'CH93 0076 2011 6238 5295 7',
}

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

beforeAll(async () => {
  helpers = await import('../helpers/payload')
  rest = (await import('../helpers/rest')).rest
  const payload = await helpers.testPayload()
  actors = await helpers.createActors(payload)
  const { fixtures } = await import('../helpers/fixtures')
  const projectA = await fixtures(payload).project(actors.clientA)
  const projectB = await fixtures(payload).project(actors.clientB)
  invoiceA = await fixtures(payload).invoice(projectA.id, `2026-A${actors.clientA.id}`)
  invoiceB = await fixtures(payload).invoice(projectB.id, `2026-B${actors.clientB.id}`)
})

describe('before the studio has entered its billing details', () => {
  it('answers 503 with a clear message instead of an invoice without a payment part', async () => {
    await setBilling({ name: null, street: null, postalCode: null, city: null, iban: null })
    const answer = await download(actors.clientA.email, invoiceA.id)
    expect(answer.status).toBe(503)
    expect(answer.data.message).toBe('La facture ne peut pas encore être téléchargée.')
  })
})

describe('the billing details in the settings', () => {
  it('refuses an IBAN that is not a valid Swiss one and keeps the previous value', async () => {
    expect((await setBilling(BILLING)).status).toBe(200)
    for (const iban of ['CH94 0076 2011 6238 5295 7', 'DE89 3704 0044 0532 0130 00', 'abc']) {
      const answer = await setBilling({ ...BILLING, iban })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.data)).toContain(IBAN_ERROR)
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
      BILLING.name,
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
    // The amount as the portal shows it (Swiss-French), once on its line and once as the total.
    const amount = formatChf(invoiceA.amount, 2).replace(/\s/g, ' ')
    expect(text.replace(/\s/g, ' ').split(amount).length - 1).toBe(2)
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
      amount: invoiceA.amount.toFixed(2),
      currency: 'CHF',
      referenceType: 'SCOR',
      message: `Facture ${invoiceA.invoiceNumber}`,
      trailer: 'EPD',
    })
    expect(isIBANValid(qr.iban!)).toBe(true)
    expect(isSCORReferenceValid(qr.reference!)).toBe(true)
    expect(qr.reference).toContain(invoiceA.invoiceNumber.replace(/[^0-9A-Z]/gi, ''))
  })

  it('comes in English when asked, and says so in the file name', async () => {
    const answer = await download(actors.clientA.email, invoiceA.id, '?lang=en')
    expect(answer.headers.get('content-disposition')).toContain(
      `invoice-${invoiceA.invoiceNumber}.pdf`,
    )
    const pdf = await readPdf(answer.bytes)
    expect(pdf.text).toContain('Payment methods')
    expect(pdf.text).toContain('Payment part')
    expect(qrBillFields(pdf.qrCodes[0]!).message).toBe(`Invoice ${invoiceA.invoiceNumber}`)
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
    expect(pdf.text).toContain('Facture acquittée')
    expect(pdf.text).not.toContain('Montant à régler')
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
