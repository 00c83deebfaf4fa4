import { describe, expect, it } from 'vitest'

import { INVOICE_NUMBER_PATTERN, nextInvoiceNumber } from './invoice-number'

describe('nextInvoiceNumber', () => {
  it('starts each year at 0001 and follows the highest number used', () => {
    expect(nextInvoiceNumber(2026, null)).toBe('2026-0001')
    expect(nextInvoiceNumber(2026, 41)).toBe('2026-0042')
    expect(nextInvoiceNumber(2027, 9999)).toBe('2027-10000')
  })
  it('reads back what it writes', () => {
    expect(INVOICE_NUMBER_PATTERN.exec('2026-0042')?.slice(1)).toEqual(['2026', '0042'])
    expect(INVOICE_NUMBER_PATTERN.test('F-alice-1')).toBe(false)
  })
})
