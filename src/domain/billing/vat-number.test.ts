import { describe, expect, it } from 'vitest'

import { isVatNumber, uidCheckDigit } from './vat-number'

describe('isVatNumber', () => {
  it('accepts a registered UID with any of the three language suffixes', () => {
    // The Federal Statistical Office's own UID; its weighted sum is a multiple of 11 (check 0).
    for (const suffix of ['MWST', 'TVA', 'IVA']) {
      expect(isVatNumber(`CHE-116.281.710 ${suffix}`)).toBe(true)
    }
    expect(isVatNumber('CHE-123.456.788 TVA')).toBe(true)
  })

  it('refuses a wrong check digit', () => {
    expect(isVatNumber('CHE-116.281.711 TVA')).toBe(false)
    expect(isVatNumber('CHE-123.456.789 TVA')).toBe(false)
  })

  it('refuses a UID whose remainder leaves no check digit', () => {
    // 1,0,0,0,0,0,0,0 weighs 5: 11 − 5 = 6; 0,0,0,0,0,0,0,3 weighs 12: 11 − 1 = 10, no digit.
    expect(uidCheckDigit('10000000')).toBe(6)
    expect(uidCheckDigit('00000003')).toBeNull()
    for (let digit = 0; digit <= 9; digit++) {
      expect(isVatNumber(`CHE-000.000.03${digit} TVA`)).toBe(false)
    }
  })

  it('refuses other shapes: no suffix, unknown suffix, missing dots, lower case, spaces', () => {
    for (const value of [
      'CHE-116.281.710',
      'CHE-116.281.710 VAT',
      'CHE116281710 TVA',
      'che-116.281.710 tva',
      ' CHE-116.281.710 TVA',
      'CHE-116.281.710  TVA',
      'CHE-116.281.71 TVA',
      '',
    ]) {
      expect(isVatNumber(value)).toBe(false)
    }
  })
})
