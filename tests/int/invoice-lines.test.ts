import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  DESCRIPTION_ERROR,
  DESCRIPTION_LENGTH_ERROR,
  DISCOUNT_ERROR,
  QUANTITY_ERROR,
  TOTALS_ERRORS,
} from '@/domain/billing/invoice-lines'
import { VAT_RATE_DISABLED_ERROR, VAT_RATE_ERROR, VAT_RATES } from '@/domain/billing/vat'
import { VAT_NUMBER_MISSING_ERROR } from '@/domain/billing/vat-number'
import { validationText } from '@/i18n/validation-text'

import type { ClientProject, Invoice } from '../../payload-types'
import { setStudioIdentity, STUDIO_COMPANY, STUDIO_IBAN } from '../helpers/billing'
import { fixtures } from '../helpers/fixtures'
import { type Actors, createActors, system, testPayload } from '../helpers/payload'
import { rest, signIn } from '../helpers/rest'

/** Invoice lines over REST, as the CMS panel sends them: priced by the server, bad input refused. */
let actors: Actors
let payload: Awaited<ReturnType<typeof testPayload>>
let project: ClientProject
let adminToken: string
let previousBilling: unknown
let previousVatNumber: string | null | undefined

const BILLING = { iban: STUDIO_IBAN, vatRates: [...VAT_RATES], roundToFiveCentimes: false }
const VAT_NUMBER = 'CHE-116.281.710 TVA'
const LINE = { description: 'Site vitrine', quantity: 1, unitPrice: 999, vatRate: '8.1' }

const setBilling = (billing: Partial<typeof BILLING>) =>
  payload.updateGlobal({
    slug: 'settings',
    data: { billing: { ...BILLING, ...billing } },
    ...system,
  })

const create = (json: Record<string, unknown>, token = adminToken) =>
  rest('POST', 'invoices', {
    token,
    json: {
      project: project.id,
      invoiceDate: '2034-01-10T10:00:00.000Z',
      dueDate: '2034-02-10T10:00:00.000Z',
      status: 'Pending',
      ...json,
    },
  })

const login = signIn

beforeAll(async () => {
  payload = await testPayload()
  actors = await createActors(payload)
  project = await fixtures(payload).project(actors.clientA)
  adminToken = await login(actors.admin.email)
  previousBilling = (await payload.findGlobal({ slug: 'settings', ...system })).billing
  previousVatNumber = (await payload.findGlobal({ slug: 'studio-identity', ...system })).vatNumber
  await setBilling({})
  await setStudioIdentity(payload, { ...STUDIO_COMPANY, vatNumber: VAT_NUMBER })
})

// Other test files share the settings: leave them as found.
afterAll(async () => {
  await payload.updateGlobal({
    slug: 'settings',
    data: { billing: previousBilling as typeof BILLING },
    ...system,
  })
  await setStudioIdentity(payload, { vatNumber: previousVatNumber ?? null })
})

describe('the server prices an invoice from its lines', () => {
  it('ignores the totals a request sends and stores its own', async () => {
    const answer = await create({
      lines: [LINE, { ...LINE, quantity: 0.5, unitPrice: 0.05, vatRate: '0' }],
      amount: 1,
      subtotal: 1,
      vatAmount: 0,
      rounding: 0.02,
      roundToFiveCentimes: true,
    })
    expect(answer.status).toBe(201)
    // 999.00 at 8.1 % (80.92 of VAT) and 0.5 × 0.05 = 0.025, rounded up to 0.03.
    expect(answer.data.doc).toMatchObject({
      subtotal: 999.03,
      vatAmount: 80.92,
      rounding: 0,
      roundToFiveCentimes: false,
      amount: 1079.95,
    })
    const stored = await payload.findByID({
      collection: 'invoices',
      id: (answer.data.doc as Invoice).id,
      ...system,
    })
    expect(stored.amount).toBe(1079.95)
    expect(stored.lines).toHaveLength(2)
  })

  it('rounds to 5 centimes when the settings ask, and keeps that choice for the invoice', async () => {
    await setBilling({ roundToFiveCentimes: true })
    // A draft: its lines may still change.
    const answer = await create({
      lines: [{ ...LINE, unitPrice: 10.02, vatRate: '0' }],
      status: 'Draft',
    })
    await setBilling({ roundToFiveCentimes: false })
    expect(answer.data.doc).toMatchObject({ amount: 10, rounding: -0.02, subtotal: 10.02 })
    // An edit after the settings changed prices it the same way, whatever the request says.
    const edited = await rest('PATCH', `invoices/${(answer.data.doc as Invoice).id}`, {
      token: adminToken,
      json: { lines: [{ ...LINE, unitPrice: 10.03, vatRate: '0' }], roundToFiveCentimes: false },
    })
    expect(edited.data.doc).toMatchObject({ amount: 10.05, rounding: 0.02 })
  })
})

describe('bad input gets a clear French message and stores nothing', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['no line', { lines: [] }, TOTALS_ERRORS['no-lines']],
    ['a negative quantity', { lines: [{ ...LINE, quantity: -1 }] }, QUANTITY_ERROR],
    ['a quantity with 3 decimals', { lines: [{ ...LINE, quantity: 1.255 }] }, QUANTITY_ERROR],
    ['a quantity given as a word', { lines: [{ ...LINE, quantity: 'deux' }] }, QUANTITY_ERROR],
    ['an unknown VAT rate', { lines: [{ ...LINE, vatRate: '7.7' }] }, VAT_RATE_ERROR],
    ['an empty description', { lines: [{ ...LINE, description: ' ' }] }, DESCRIPTION_ERROR],
    [
      'a description too long',
      { lines: [{ ...LINE, description: 'x'.repeat(201) }] },
      DESCRIPTION_LENGTH_ERROR,
    ],
    ['a negative discount', { lines: [LINE], discount: -5 }, DISCOUNT_ERROR],
    [
      'a discount above the subtotal',
      { lines: [LINE], discount: 999.01 },
      TOTALS_ERRORS['discount-above-subtotal'],
    ],
    [
      'a total beyond exact integers',
      {
        lines: Array.from({ length: 10 }, () => ({
          ...LINE,
          quantity: 1_000_000,
          unitPrice: 10_000_000,
        })),
      },
      TOTALS_ERRORS['too-large'],
    ],
    [
      'too many lines',
      { lines: Array.from({ length: 201 }, () => LINE) },
      TOTALS_ERRORS['too-many-lines'],
    ],
  ]

  it.each(refusals)('refuses %s', async (_, json, message) => {
    const before = await payload.count({ collection: 'invoices', ...system })
    const answer = await create(json)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.data)).toContain(validationText('fr', message))
    expect(await payload.count({ collection: 'invoices', ...system })).toEqual(before)
  })

  it('refuses a rate the settings do not offer, and VAT before the studio has a VAT number', async () => {
    await setBilling({ vatRates: ['8.1', '0'] })
    const disabled = await create({ lines: [LINE, { ...LINE, vatRate: '2.6' }] })
    expect(disabled.status).toBe(400)
    expect(JSON.stringify(disabled.data)).toContain(validationText('fr', VAT_RATE_DISABLED_ERROR))
    await setStudioIdentity(payload, { vatNumber: null })
    // Refused on the taxed line's rate, where the editor shows it, not on the whole list.
    const untaxed = await create({ lines: [{ ...LINE, vatRate: '0' }, LINE] })
    expect(untaxed.status).toBe(400)
    expect(
      (untaxed.data as { errors: { data: { errors: unknown } }[] }).errors[0]!.data.errors,
    ).toEqual([
      { path: 'lines.1.vatRate', message: validationText('fr', VAT_NUMBER_MISSING_ERROR) },
    ])
    expect((await create({ lines: [{ ...LINE, vatRate: '0' }] })).status).toBe(201)
    await setBilling({})
    await setStudioIdentity(payload, { vatNumber: VAT_NUMBER })
  })

  it('keeps the stored invoice whole when an edit is refused', async () => {
    const created = (await create({ lines: [LINE], discount: 9 })).data.doc as Invoice
    const answer = await rest('PATCH', `invoices/${created.id}`, {
      token: adminToken,
      json: { lines: [{ ...LINE, quantity: -2 }], discount: 1 },
    })
    expect(answer.status).toBe(400)
    const stored = await payload.findByID({ collection: 'invoices', id: created.id, ...system })
    expect(stored).toMatchObject({ amount: created.amount, discount: 9, subtotal: 999 })
    expect(stored.lines).toEqual(created.lines)
  })
})

describe('who sees and changes the lines', () => {
  it('shows a client its own invoice with its lines, never another client’s', async () => {
    const created = (await create({ lines: [LINE] })).data.doc as Invoice
    const owner = await rest('GET', `invoices/${created.id}`, {
      token: await login(actors.clientA.email),
    })
    expect(owner.status).toBe(200)
    expect(owner.data.lines).toEqual(created.lines)
    const other = await login(actors.clientB.email)
    expect((await rest('GET', `invoices/${created.id}`, { token: other })).status).toBe(404)
    const list = await rest('GET', 'invoices?limit=0', { token: other })
    expect((list.data.docs as Invoice[]).map(({ id }) => id)).not.toContain(created.id)
  })

  it('lets neither a client nor an editor write lines, nor an admin set the payment reference', async () => {
    const created = (await create({ lines: [LINE] })).data.doc as Invoice
    for (const email of [actors.clientA.email, actors.editor.email]) {
      const token = await login(email)
      expect((await create({ lines: [LINE] }, token)).status).toBe(403)
      const patch = await rest('PATCH', `invoices/${created.id}`, {
        token,
        json: { lines: [{ ...LINE, unitPrice: 1 }] },
      })
      expect(patch.status).toBe(403)
    }
    await rest('PATCH', `invoices/${created.id}`, {
      token: adminToken,
      json: { paymentReference: 'RF18539007547034' },
    })
    const stored = await payload.findByID({ collection: 'invoices', id: created.id, ...system })
    expect(stored.paymentReference).toBe(created.paymentReference)
    expect(stored.paymentReference).toMatch(/^RF\d{2}/)
  })
})
