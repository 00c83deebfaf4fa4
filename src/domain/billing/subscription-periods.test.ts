import { describe, expect, it } from 'vitest'

import {
  addMonths,
  isRenewalDue,
  periodFrom,
  periodLabel,
  periodPriceCentimes,
  renewalDay,
} from './subscription-periods'

describe('addMonths', () => {
  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-03-31', 1, '2027-04-30'],
    ['2027-01-15', 1, '2027-02-15'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2027-06-10', 12, '2028-06-10'],
  ])('%s + %i month(s) → %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected)
  })

  it('lands on the anchor day when the month has it', () => {
    expect(addMonths('2027-02-28', 1, 31)).toBe('2027-03-31')
    expect(addMonths('2028-02-29', 1, 30)).toBe('2028-03-30')
  })
})

describe('renewalDay', () => {
  it('goes back to the start’s day after a short month', () => {
    expect(renewalDay('2027-02-28', '2027-01-31')).toBe(31)
    expect(renewalDay('2027-04-30', '2027-01-31')).toBe(31)
  })

  it('keeps a renewal day the admin chose apart from the start', () => {
    expect(renewalDay('2027-04-01', '2027-03-10')).toBe(1)
    expect(renewalDay('2027-02-28', '2027-02-10')).toBe(28)
  })
})

describe('periodFrom', () => {
  it('follows a monthly plan started on the 31st through the short months', () => {
    const started = '2027-01-31'
    const renewals = ['2027-01-31']
    for (let index = 0; index < 4; index++) {
      renewals.push(periodFrom(renewals.at(-1)!, started, 'monthly').next)
    }
    expect(renewals).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31'])
  })

  it('ends a period the day before the next renewal, leap day included', () => {
    expect(periodFrom('2028-01-31', '2028-01-31', 'monthly')).toEqual({
      start: '2028-01-31',
      end: '2028-02-28',
      next: '2028-02-29',
    })
    expect(periodFrom('2028-02-01', '2028-02-01', 'monthly')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
      next: '2028-03-01',
    })
  })

  it('renews a yearly plan a year later, from 29 February to 28 February', () => {
    expect(periodFrom('2027-01-01', '2027-01-01', 'yearly')).toEqual({
      start: '2027-01-01',
      end: '2027-12-31',
      next: '2028-01-01',
    })
    expect(periodFrom('2028-02-29', '2028-02-29', 'yearly').next).toBe('2029-02-28')
    expect(periodFrom('2029-02-28', '2028-02-29', 'yearly').next).toBe('2030-02-28')
  })
})

describe('isRenewalDue', () => {
  it('is due on its day and after, not before', () => {
    expect(isRenewalDue('2027-03-01', '2027-02-28')).toBe(false)
    expect(isRenewalDue('2027-03-01', '2027-03-01')).toBe(true)
    expect(isRenewalDue('2027-03-01', '2027-05-10')).toBe(true)
  })
})

describe('periodPriceCentimes', () => {
  it('bills a month’s price monthly and twelve of them yearly', () => {
    expect(periodPriceCentimes(7900, 'monthly')).toBe(7900)
    expect(periodPriceCentimes(7900, 'yearly')).toBe(94_800)
  })
})

describe('periodLabel', () => {
  it.each([
    [periodFrom('2026-12-01', '2026-01-01', 'monthly'), 'fr', 'décembre 2026'],
    [periodFrom('2026-12-01', '2026-01-01', 'monthly'), 'en', 'December 2026'],
    [periodFrom('2027-01-01', '2027-01-01', 'yearly'), 'fr', '2027'],
    [periodFrom('2027-02-01', '2027-02-01', 'yearly'), 'fr', 'février 2027 – janvier 2028'],
    [periodFrom('2026-12-15', '2026-12-15', 'monthly'), 'fr', '15 décembre 2026 – 14 janvier 2027'],
    [periodFrom('2026-12-15', '2026-12-15', 'monthly'), 'en', '15 December 2026 – 14 January 2027'],
  ] as const)('%o in %s → %s', (period, language, expected) => {
    expect(periodLabel(period, language)).toBe(expected)
  })
})
