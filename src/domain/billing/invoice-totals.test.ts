import { describe, expect, it } from 'vitest'

import { invoiceTotals, roundToFiveCentimes, type LineAmounts } from './invoice-totals'
import type { VatRate } from './vat'

const line = (quantityHundredths: number, unitPriceCentimes: number, vatRate: VatRate = '0') =>
  ({ quantityHundredths, unitPriceCentimes, vatRate }) satisfies LineAmounts
const exact = { roundToFiveCentimes: false }
const toFive = { roundToFiveCentimes: true }

const totalsOf = (...args: Parameters<typeof invoiceTotals>) => {
  const totals = invoiceTotals(...args)
  if (typeof totals === 'string') throw new Error(`refused: ${totals}`)
  return totals
}

describe('invoiceTotals', () => {
  it('refuses an invoice without lines', () => {
    expect(invoiceTotals([], 0, exact)).toBe('no-lines')
  })

  it('rounds a line half up to the centime: 0.5 × 0.05 CHF is 0.03 CHF', () => {
    const totals = totalsOf([line(50, 5)], 0, exact)
    expect(totals.lineNetCentimes).toEqual([3])
    expect(totals.totalCentimes).toBe(3)
    expect(totals.roundingCentimes).toBe(0)
    // And to 5 centimes when asked: 0.03 → 0.05, a rounding of +0.02 shown.
    expect(totalsOf([line(50, 5)], 0, toFive)).toMatchObject({
      totalCentimes: 5,
      roundingCentimes: 2,
    })
  })

  it('taxes the sum of a rate’s lines, not each line: 200 × 0.01 at 8.1 % has 0.16 of VAT', () => {
    const totals = totalsOf(
      Array.from({ length: 200 }, () => line(100, 1, '8.1')),
      0,
      exact,
    )
    expect(totals.subtotalCentimes).toBe(200)
    expect(totals.vatCentimes).toBe(16)
    expect(totals.totalCentimes).toBe(216)
  })

  it('groups mixed rates, one VAT amount per rate, in the order the rates first appear', () => {
    const totals = totalsOf(
      [
        line(1000, 15_000, '8.1'),
        line(200, 1235, '2.6'),
        line(100, 9990, '0'),
        line(300, 8000, '3.8'),
      ],
      0,
      exact,
    )
    expect(totals.subtotalCentimes).toBe(186_460)
    expect(
      totals.vat.map(({ rate, baseCentimes, vatCentimes }) => [rate, baseCentimes, vatCentimes]),
    ).toEqual([
      ['8.1', 150_000, 12_150],
      // 24.70 × 2.6 % = 0.6422, rounded to 0.64.
      ['2.6', 2470, 64],
      ['0', 9990, 0],
      ['3.8', 24_000, 912],
    ])
    expect(totals.vatCentimes).toBe(13_126)
    expect(totals.totalCentimes).toBe(199_586)
    expect(
      totalsOf(
        totals.lineNetCentimes.map((net) => line(100, net)),
        0,
        toFive,
      ).totalCentimes,
    ).toBe(186_460)
  })

  it('spreads a discount over the rates pro rata, the odd centime to the largest remainder', () => {
    const totals = totalsOf([line(100, 100_000, '8.1'), line(100, 50_000, '2.6')], 10_000, exact)
    expect(totals.vat).toEqual([
      // 100.00 × 2/3 = 66.666…: 66.67 on the 8.1 % lines, 33.33 on the 2.6 % lines.
      {
        rate: '8.1',
        netCentimes: 100_000,
        discountCentimes: 6667,
        baseCentimes: 93_333,
        vatCentimes: 7560,
      },
      {
        rate: '2.6',
        netCentimes: 50_000,
        discountCentimes: 3333,
        baseCentimes: 46_667,
        vatCentimes: 1213,
      },
    ])
    expect(totals.discountCentimes).toBe(10_000)
    expect(totals.totalCentimes).toBe(150_000 - 10_000 + 7560 + 1213)
  })

  it('gives equal remainders’ centime to the first rate and never loses one', () => {
    const totals = totalsOf(
      [line(100, 100, '8.1'), line(100, 100, '2.6'), line(100, 100, '0')],
      100,
      exact,
    )
    expect(totals.vat.map((share) => share.discountCentimes)).toEqual([34, 33, 33])
  })

  it('accepts a 100 % discount: nothing taxed, nothing due', () => {
    const totals = totalsOf([line(250, 4000, '8.1'), line(100, 999, '2.6')], 10_999, exact)
    expect(totals.vat.map((share) => share.baseCentimes)).toEqual([0, 0])
    expect(totals).toMatchObject({ vatCentimes: 0, totalCentimes: 0, roundingCentimes: 0 })
  })

  it('refuses a discount above the subtotal', () => {
    expect(invoiceTotals([line(100, 1000)], 1001, exact)).toBe('discount-above-subtotal')
  })

  it('rounds a VAT amount ending in half a centime up: 5.00 at 8.1 % is 0.41, 2.50 at 2.6 % is 0.07', () => {
    expect(totalsOf([line(100, 500, '8.1')], 0, exact).vatCentimes).toBe(41)
    expect(totalsOf([line(100, 250, '2.6')], 0, exact).vatCentimes).toBe(7)
    // Just under the half stays down: 4.99 × 8.1 % = 0.40419.
    expect(totalsOf([line(100, 499, '8.1')], 0, exact).vatCentimes).toBe(40)
  })

  it('keeps huge amounts exact up to the largest safe integer, and refuses beyond', () => {
    // 1 000 000 × 10 000 000.00 CHF: 10^15 centimes, taxed 8.1 %.
    const huge = totalsOf([line(100_000_000, 1_000_000_000, '8.1')], 1, exact)
    expect(huge.subtotalCentimes).toBe(1e15)
    expect(huge.vatCentimes).toBe(81_000_000_000_000)
    expect(huge.totalCentimes).toBe(1e15 - 1 + 81_000_000_000_000)
    const tooMany = Array.from({ length: 10 }, () => line(100_000_000, 1_000_000_000))
    expect(invoiceTotals(tooMany, 0, exact)).toBe('too-large')
  })
})

describe('roundToFiveCentimes', () => {
  it.each([
    [1000, 1000],
    [1001, 1000],
    [1002, 1000],
    [1003, 1005],
    [1004, 1005],
    [1007, 1005],
    [1008, 1010],
    [0, 0],
  ])('%i centimes → %i', (centimes, rounded) => {
    expect(roundToFiveCentimes(centimes)).toBe(rounded)
  })
})
