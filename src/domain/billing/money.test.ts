import { describe, expect, it } from 'vitest'

import { effectiveInvoiceStatus } from './invoice-status'
import { formatChf, isChfAmount, splitChf } from './money'
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
  const NARROW = '\u202f'
  const NBSP = '\u00a0'
  it('shows billed amounts with 2 decimals, thousands grouped by a narrow no-break space', () => {
    expect(formatChf(1234.5, 2)).toBe(`1${NARROW}234.50${NBSP}CHF`)
    expect(formatChf(2990, 2)).toBe(`2${NARROW}990.00${NBSP}CHF`)
    expect(formatChf('1234567.35', 2)).toBe(`1${NARROW}234${NARROW}567.35${NBSP}CHF`)
  })
  it('shows totals and prices in whole francs, rounded half up', () => {
    expect(formatChf('12345.6', 0)).toBe(`12${NARROW}346${NBSP}CHF`)
    expect(formatChf(999, 0)).toBe(`999${NBSP}CHF`)
    expect(formatChf(0.5, 0)).toBe(`1${NBSP}CHF`)
  })
  it('writes a negative amount (a discount, a rounding) with a minus sign', () => {
    expect(formatChf(-100, 2)).toBe(`-100.00${NBSP}CHF`)
    expect(formatChf('-0.02', 2)).toBe(`-0.02${NBSP}CHF`)
  })
  it('never wraps: no ordinary space in any amount', () => {
    for (const amount of [0, 79, 2499, 9999.95, 1234567.35]) {
      expect(formatChf(amount, 2)).not.toContain(' ')
      expect(formatChf(amount, 0)).not.toContain(' ')
    }
  })
  it.each([Number.NaN, Infinity, '', 'abc', '12,50'])(
    'refuses %s rather than print NaN',
    (value) => {
      expect(() => formatChf(value, 2)).toThrow(RangeError)
    },
  )
})

describe('splitChf', () => {
  it('gives the figure and the currency of the same format, for a price set large', () => {
    expect(splitChf(2499, 0)).toEqual({ figure: '2\u202f499', currency: 'CHF' })
    expect(splitChf(79, 2)).toEqual({ figure: '79.00', currency: 'CHF' })
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
