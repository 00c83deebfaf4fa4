import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PAYMENT_DAYS,
  defaultDueDay,
  draftInvoiceDates,
  isDueOnOrAfter,
  isPaymentDays,
  paymentDaysOf,
  sentInvoiceDates,
} from './invoice-dates'

const now = Date.parse('2026-11-25T10:00:00.000Z')

describe('a sent invoice’s dates', () => {
  it('are today and today plus the draft’s payment term', () => {
    expect(
      sentInvoiceDates(
        { invoiceDate: '2026-10-01T00:00:00.000Z', dueDate: '2026-10-31T00:00:00.000Z' },
        now,
      ),
    ).toEqual({ invoiceDate: '2026-11-25T10:00:00.000Z', dueDate: '2026-12-25T10:00:00.000Z' })
  })

  it('round the term to whole days and never make it negative', () => {
    const dates = (dueDate: string) =>
      sentInvoiceDates({ invoiceDate: '2026-10-01T00:00:00.000Z', dueDate }, now).dueDate
    expect(dates('2026-10-11T13:00:00.000Z')).toBe('2026-12-06T10:00:00.000Z')
    expect(dates('2026-09-01T00:00:00.000Z')).toBe('2026-11-25T10:00:00.000Z')
  })
})

describe('a new draft’s dates', () => {
  it('are now and now plus the payment term, 30 days unless told', () => {
    expect(draftInvoiceDates(now)).toEqual({
      invoiceDate: '2026-11-25T10:00:00.000Z',
      dueDate: '2026-12-25T10:00:00.000Z',
    })
    expect(draftInvoiceDates(now, 10).dueDate).toBe('2026-12-05T10:00:00.000Z')
  })
})

describe('the days of the invoice editor', () => {
  it('dates a draft due after the payment term, by calendar day', () => {
    expect(defaultDueDay('2026-11-25')).toBe('2026-12-25')
    expect(defaultDueDay('2026-02-27', 10)).toBe('2026-03-09')
    expect(isDueOnOrAfter('2026-11-25T12:00:00.000Z', '2026-11-25T08:00:00.000Z')).toBe(true)
    expect(isDueOnOrAfter('2026-11-25T12:00:00.000Z', '2026-11-24T23:00:00.000Z')).toBe(false)
  })
})

describe('the studio’s payment term', () => {
  it('is whole days from 0 to 120, else the 30-day default', () => {
    for (const days of [0, 10, 30, 120]) expect(paymentDaysOf(days)).toBe(days)
    for (const wrong of [-1, 121, 2.5, '30', null, undefined, Number.NaN]) {
      expect(isPaymentDays(wrong)).toBe(false)
      expect(paymentDaysOf(wrong)).toBe(DEFAULT_PAYMENT_DAYS)
    }
  })
})
