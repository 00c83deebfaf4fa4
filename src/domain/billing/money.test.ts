import { describe, expect, it } from 'vitest'

import { effectiveInvoiceStatus } from './invoice-status'
import { formatChf, isChfAmount } from './money'
import { countsTowardMrr } from './subscription'

describe('isChfAmount', () => {
  it.each([0, 79, 999.95, 0.1 + 0.2, 1234567.35])('accepts %d', (value) => {
    expect(isChfAmount(value)).toBe(true)
  })
  it.each([-1, 10.005, Number.NaN, Infinity, '79', null, 20_000_000])('refuses %s', (value) => {
    expect(isChfAmount(value)).toBe(false)
  })
})

describe('formatChf', () => {
  // fr-CH (CLDR) groups thousands with a narrow no-break space and uses a decimal point.
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')
  it('shows invoices with 2 decimals', () => {
    expect(plain(formatChf(2990, 2))).toBe('2 990.00 CHF')
  })
  it('shows revenue with 0 decimals', () => {
    expect(plain(formatChf('12345.6', 0))).toBe('12 346 CHF')
  })
})

describe('effectiveInvoiceStatus', () => {
  const now = new Date('2026-03-10T12:00:00.000Z')
  it('reads a pending invoice past its due date as Overdue', () => {
    expect(effectiveInvoiceStatus('Pending', '2026-03-09T00:00:00.000Z', now)).toBe('Overdue')
  })
  it('leaves a pending invoice not yet due, and a paid one, as they are', () => {
    expect(effectiveInvoiceStatus('Pending', '2026-03-11T00:00:00.000Z', now)).toBe('Pending')
    expect(effectiveInvoiceStatus('Paid', '2026-01-01T00:00:00.000Z', now)).toBe('Paid')
  })
})

describe('countsTowardMrr', () => {
  it('counts Active subscriptions only', () => {
    expect(countsTowardMrr('Active')).toBe(true)
    expect(countsTowardMrr('Paused')).toBe(false)
    expect(countsTowardMrr('Cancelled')).toBe(false)
  })
})
