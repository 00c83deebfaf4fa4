import { describe, expect, it } from 'vitest'

import {
  ALREADY_CANCELLED_ERROR,
  CANCEL_DRAFT_ERROR,
  CANCEL_PAID_ERROR,
  CANCEL_REASON_ERROR,
  CANCEL_THROUGH_ACTION_ERROR,
  CANCELLED_FINAL_ERROR,
  cancelRefusal,
  statusChangeRefusal,
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

describe('cancelRefusal', () => {
  it('cancels a sent invoice nothing was paid on, and nothing else', () => {
    expect(cancelRefusal({ status: 'Pending' })).toBeNull()
    expect(cancelRefusal({ status: 'Overdue', amountPaid: 0 })).toBeNull()
    expect(cancelRefusal({ status: 'Cancelled' })).toBe(ALREADY_CANCELLED_ERROR)
    expect(cancelRefusal({ status: 'Draft' })).toBe(CANCEL_DRAFT_ERROR)
    expect(cancelRefusal({ status: 'Paid' })).toBe(CANCEL_PAID_ERROR)
    expect(cancelRefusal({ status: 'Pending', amountPaid: 0.05 })).toBe(CANCEL_PAID_ERROR)
  })
})

describe('statusChangeRefusal', () => {
  it('lets only the credit note cancel, and nothing revive a cancelled invoice', () => {
    expect(statusChangeRefusal('Pending', 'Cancelled', true)).toBeNull()
    expect(statusChangeRefusal('Pending', 'Cancelled', false)).toBe(CANCEL_THROUGH_ACTION_ERROR)
    expect(statusChangeRefusal(undefined, 'Cancelled', false)).toBe(CANCEL_THROUGH_ACTION_ERROR)
    expect(statusChangeRefusal('Cancelled', 'Pending', false)).toBe(CANCELLED_FINAL_ERROR)
    expect(statusChangeRefusal('Cancelled', 'Cancelled', false)).toBeNull()
    expect(statusChangeRefusal('Pending', 'Paid', false)).toBeNull()
  })
})
