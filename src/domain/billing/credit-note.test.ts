import { describe, expect, it } from 'vitest'

import {
  CANCEL_REASON_ERROR,
  CANCEL_REASON_MAX,
  cancelReasonOf,
  CREDIT_NOTE_NUMBER_PATTERN,
  nextCreditNoteNumber,
} from './credit-note'

describe('nextCreditNoteNumber', () => {
  it('numbers each year from NC-YYYY-0001, apart from the invoices', () => {
    expect(nextCreditNoteNumber(2026, null)).toBe('NC-2026-0001')
    expect(nextCreditNoteNumber(2026, 41)).toBe('NC-2026-0042')
    expect(CREDIT_NOTE_NUMBER_PATTERN.exec('NC-2027-0003')?.slice(1)).toEqual(['2027', '0003'])
    expect(CREDIT_NOTE_NUMBER_PATTERN.test('2027-0003')).toBe(false)
  })
})

describe('cancelReasonOf', () => {
  it('keeps a trimmed reason, none when empty, and refuses the rest', () => {
    expect(cancelReasonOf('  Erreur de tarif ')).toEqual({ reason: 'Erreur de tarif' })
    expect(cancelReasonOf('   ')).toEqual({ reason: null })
    expect(cancelReasonOf(undefined)).toEqual({ reason: null })
    expect(cancelReasonOf('x'.repeat(CANCEL_REASON_MAX))).toEqual({
      reason: 'x'.repeat(CANCEL_REASON_MAX),
    })
    expect(cancelReasonOf('x'.repeat(CANCEL_REASON_MAX + 1))).toBe(CANCEL_REASON_ERROR)
    expect(cancelReasonOf(42)).toBe(CANCEL_REASON_ERROR)
  })
})
