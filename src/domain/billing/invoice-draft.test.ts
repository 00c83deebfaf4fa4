import { describe, expect, it } from 'vitest'

import {
  emptyInvoiceDraft,
  invoiceDraftSchema,
  invoicePayload,
  PROJECT_REQUIRED_ERROR,
  typedNumber,
  ZERO_TOTAL_ERROR,
  type InvoiceDraftInput,
} from './invoice-draft'
import { DUE_BEFORE_INVOICE_ERROR } from './invoice-dates'
import { QUANTITY_ERROR, TOTALS_ERRORS } from './invoice-lines'
import { VAT_RATE_DISABLED_ERROR, VAT_RATES } from './vat'
import { VAT_NUMBER_MISSING_ERROR } from './vat-number'

const LINE = { description: 'Site vitrine', quantity: '1', unitPrice: '1000', vatRate: '8.1' }
const VALID: InvoiceDraftInput = {
  project: '7',
  invoiceDate: '2026-11-25',
  dueDate: '2026-12-25',
  lines: [LINE],
  discount: '',
  notes: '',
}

const messages = (
  values: InvoiceDraftInput,
  rates: readonly string[] = VAT_RATES,
  vatNumberKnown = true,
) => {
  const result = invoiceDraftSchema(rates, vatNumberKnown, false).safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the invoice editor’s rules', () => {
  it('accepts a valid draft and turns it into what the API stores', () => {
    expect(messages(VALID)).toEqual({})
    const payload = invoicePayload({
      ...VALID,
      lines: [{ ...LINE, quantity: '1,25', unitPrice: '80.50' }],
      discount: '10',
      notes: '  Merci  ',
    })
    expect(payload).toEqual({
      project: 7,
      invoiceDate: '2026-11-25T12:00:00.000Z',
      dueDate: '2026-12-25T12:00:00.000Z',
      lines: [{ description: 'Site vitrine', quantity: 1.25, unitPrice: 80.5, vatRate: '8.1' }],
      discount: 10,
      notes: 'Merci',
    })
  })

  it('refuses bad input with the server’s messages, next to the field', () => {
    expect(messages({ ...VALID, project: '' })).toEqual({ project: PROJECT_REQUIRED_ERROR })
    expect(messages({ ...VALID, lines: [{ ...LINE, quantity: '0' }] })).toEqual({
      'lines.0.quantity': QUANTITY_ERROR,
    })
    expect(messages({ ...VALID, lines: [{ ...LINE, quantity: '1.255' }] })).toEqual({
      'lines.0.quantity': QUANTITY_ERROR,
    })
    expect(messages({ ...VALID, lines: [] })).toEqual({ lines: TOTALS_ERRORS['no-lines'] })
    expect(messages({ ...VALID, dueDate: '2026-11-24' })).toEqual({
      dueDate: DUE_BEFORE_INVOICE_ERROR,
    })
    expect(messages({ ...VALID, lines: [{ ...LINE, unitPrice: '0' }] })).toEqual({
      lines: ZERO_TOTAL_ERROR,
    })
    expect(messages({ ...VALID, discount: '1000.01' })).toEqual({
      discount: TOTALS_ERRORS['discount-above-subtotal'],
    })
    expect(messages(VALID, ['0'])).toEqual({ 'lines.0.vatRate': VAT_RATE_DISABLED_ERROR })
    // Without the studio's VAT number, a taxed line is refused on its rate, and 0 % is not.
    const untaxed = { ...LINE, vatRate: '0' }
    expect(messages({ ...VALID, lines: [untaxed, LINE] }, VAT_RATES, false)).toEqual({
      'lines.1.vatRate': VAT_NUMBER_MISSING_ERROR,
    })
    expect(messages({ ...VALID, lines: [untaxed] }, VAT_RATES, false)).toEqual({})
  })

  it('reads numbers as a French form types them', () => {
    expect(typedNumber('1,5')).toBe(1.5)
    expect(typedNumber(' 2 ')).toBe(2)
    expect(typedNumber('')).toBeNaN()
  })

  it('starts a new draft today, due after the payment term, at a rate the settings offer', () => {
    const draft = emptyInvoiceDraft('2026-11-25', ['0'], 10)
    expect([draft.dueDate, draft.lines[0]?.vatRate]).toEqual(['2026-12-05', '0'])
    expect(emptyInvoiceDraft('2026-11-25', ['8.1', '0'], 0).dueDate).toBe('2026-11-25')
  })
})
