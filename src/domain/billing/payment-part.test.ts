import { describe, expect, it } from 'vitest'

import { paymentPartOf } from './payment-part'

describe('paymentPartOf', () => {
  it('asks for the whole total of an unpaid invoice, pending or overdue', () => {
    expect(paymentPartOf('Pending', 140_656, 0)).toEqual({
      kind: 'due',
      dueCentimes: 140_656,
      paidCentimes: 0,
    })
    expect(paymentPartOf('Overdue', 100, 0)).toMatchObject({ kind: 'due', dueCentimes: 100 })
  })

  it('asks for the exact remainder of a partly paid invoice', () => {
    expect(paymentPartOf('Pending', 140_656, 40_001)).toEqual({
      kind: 'due',
      dueCentimes: 100_655,
      paidCentimes: 40_001,
    })
  })

  it('asks for nothing once the invoice is settled, marked paid or cancelled', () => {
    expect(paymentPartOf('Paid', 140_656, 140_656)).toEqual({ kind: 'paid' })
    // Marked paid by hand after a part came by bank: settled all the same.
    expect(paymentPartOf('Paid', 140_656, 40_000)).toEqual({ kind: 'paid' })
    // Credits that reach the total settle it even before its status follows.
    expect(paymentPartOf('Pending', 100, 150)).toEqual({ kind: 'paid' })
    expect(paymentPartOf('Cancelled', 100, 0)).toEqual({ kind: 'cancelled' })
    expect(paymentPartOf('Draft', 100, 0)).toEqual({ kind: 'draft' })
  })

  it('refuses amounts that are not whole, non-negative centimes', () => {
    expect(() => paymentPartOf('Pending', 100.5, 0)).toThrow(RangeError)
    expect(() => paymentPartOf('Pending', 100, Number.NaN)).toThrow(RangeError)
    expect(() => paymentPartOf('Pending', 100, -1)).toThrow(RangeError)
  })
})
