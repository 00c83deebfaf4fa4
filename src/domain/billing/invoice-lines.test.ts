import { describe, expect, it } from 'vitest'

import {
  lineAmounts,
  lineNetsOf,
  linesSummary,
  MAX_LINES,
  totalsOfLines,
  type InvoiceLine,
} from './invoice-lines'

const LINE: InvoiceLine = {
  description: 'Site vitrine',
  quantity: 1,
  unitPrice: 999,
  vatRate: '8.1',
}
const exact = { roundToFiveCentimes: false }

describe('lineAmounts', () => {
  it('turns a valid line into integers', () => {
    expect(lineAmounts({ ...LINE, quantity: 0.5, unitPrice: 0.05 })).toEqual({
      quantityHundredths: 50,
      unitPriceCentimes: 5,
      vatRate: '8.1',
    })
  })

  it.each<[string, InvoiceLine]>([
    ['a negative quantity', { ...LINE, quantity: -1 }],
    ['a zero quantity', { ...LINE, quantity: 0 }],
    ['a quantity with 3 decimals', { ...LINE, quantity: 1.255 }],
    ['a quantity above a million', { ...LINE, quantity: 1_000_000.01 }],
    ['a price with 3 decimals', { ...LINE, unitPrice: 10.005 }],
    ['a negative price', { ...LINE, unitPrice: -5 }],
    ['an unknown VAT rate', { ...LINE, vatRate: '7.7' }],
    ['an empty description', { ...LINE, description: '   ' }],
    ['a description of 201 characters', { ...LINE, description: 'x'.repeat(201) }],
    ['a quantity given as text', { ...LINE, quantity: '2' as never }],
    ['a missing price', { ...LINE, unitPrice: null }],
  ])('refuses %s', (_, line) => {
    expect(lineAmounts(line)).toBeNull()
  })
})

describe('totalsOfLines', () => {
  it('computes the totals of lines typed in francs', () => {
    const totals = totalsOfLines(
      [LINE, { ...LINE, quantity: 2.5, unitPrice: 80, vatRate: '0' }],
      9,
      exact,
    )
    expect(totals).toMatchObject({ subtotalCentimes: 119_900, discountCentimes: 900 })
  })

  it('names what is wrong: no lines, too many, a bad value, a bad discount', () => {
    expect(totalsOfLines([], 0, exact)).toBe('no-lines')
    expect(totalsOfLines(null, 0, exact)).toBe('no-lines')
    expect(
      totalsOfLines(
        Array.from({ length: MAX_LINES + 1 }, () => LINE),
        0,
        exact,
      ),
    ).toBe('too-many-lines')
    expect(totalsOfLines([{ ...LINE, quantity: -1 }], 0, exact)).toBe('invalid')
    expect(totalsOfLines([LINE], -1, exact)).toBe('invalid')
    expect(totalsOfLines([LINE], 0.001, exact)).toBe('invalid')
    expect(totalsOfLines([LINE], 999.01, exact)).toBe('discount-above-subtotal')
  })
})

describe('linesSummary', () => {
  it('names the first line and counts the others', () => {
    expect(linesSummary([LINE])).toBe('Site vitrine')
    expect(linesSummary([LINE, LINE, LINE])).toBe('Site vitrine (+2)')
    expect(linesSummary([])).toBe('')
    expect(linesSummary(null)).toBe('')
  })
})

describe('lineNetsOf', () => {
  it('gives each line its amount before VAT in centimes, or null for an invalid line', () => {
    expect(
      lineNetsOf([
        { description: 'Pages', quantity: 2.5, unitPrice: 1200, vatRate: '0' },
        { description: 'Hébergement', quantity: 1, unitPrice: 240.4, vatRate: '8.1' },
      ]),
    ).toEqual([300000, 24040])
    expect(lineNetsOf([{ description: '', quantity: 1, unitPrice: 10, vatRate: '0' }])).toBeNull()
  })
})
