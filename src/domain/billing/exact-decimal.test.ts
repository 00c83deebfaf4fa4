import { describe, expect, it } from 'vitest'

import { fromHundredths, toHundredths } from './exact-decimal'

describe('toHundredths', () => {
  it('reads decimals typed in francs or quantities as whole hundredths', () => {
    expect(toHundredths(0.5)).toBe(50)
    expect(toHundredths(0.05)).toBe(5)
    expect(toHundredths(1495.5)).toBe(149_550)
    expect(toHundredths(0.1 + 0.2)).toBe(30)
    expect(toHundredths(1.15)).toBe(115)
    expect(toHundredths(10_000_000)).toBe(1_000_000_000)
    expect(toHundredths(-2.5)).toBe(-250)
  })

  it('refuses a third decimal and what is not a finite number', () => {
    for (const value of [10.005, 0.001, Number.NaN, Infinity, '1.5', null, undefined, 1e300]) {
      expect(toHundredths(value)).toBeNull()
    }
  })
})

describe('fromHundredths', () => {
  it('gives back the decimal number that is stored', () => {
    expect(fromHundredths(99_995)).toBe(999.95)
    expect(String(fromHundredths(123_456_735))).toBe('1234567.35')
  })
})
