import { describe, expect, it } from 'vitest'

import {
  matchCredit,
  matchCredits,
  namesAgree,
  UNMATCHED_REASONS,
  type PayableInvoice,
} from './payment-matching'

const invoice = (overrides: Partial<PayableInvoice>): PayableInvoice => ({
  id: 1,
  invoiceNumber: 'F-2026-0001',
  status: 'Pending',
  paymentReference: '000000000000000000000000013',
  remainingCentimes: 50000,
  clientNames: ['Muster AG', 'Hans Muster'],
  ...overrides,
})

describe('namesAgree', () => {
  it.each([
    ['MUSTER AG', true],
    ['Hans Muster, Zürich', true],
    ['Muster', false],
    ['Meier AG', false],
    [null, false],
  ])('payer %s against Muster AG / Hans Muster → %s', (payer, expected) => {
    expect(namesAgree(payer, ['Muster AG', 'Hans Muster'])).toBe(expected)
  })

  it('ignores accents and case, and never agrees with an empty client name', () => {
    expect(namesAgree('ATELIER EXEMPLE SARL', ['Atelier Exemple Sàrl'])).toBe(true)
    expect(namesAgree('Anyone', ['', ' '])).toBe(false)
  })
})

describe('matchCredit', () => {
  const open = invoice({ id: 7, paymentReference: 'RF18539007547034' })

  it('pays the invoice its reference names, whatever the amount and payer', () => {
    const credit = { reference: 'RF18539007547034', centimes: 100, debtorName: 'Someone else' }
    expect(matchCredit(credit, [open])).toEqual({ kind: 'reference', invoiceId: 7 })
  })

  it('leaves a credit for a paid or cancelled invoice to the admin', () => {
    for (const status of ['Paid', 'Cancelled'] as const) {
      const credit = { reference: 'RF18539007547034', centimes: 50000, debtorName: 'Muster AG' }
      expect(matchCredit(credit, [{ ...open, status }])).toEqual({
        kind: 'none',
        reason: UNMATCHED_REASONS.invoiceClosed,
      })
    }
  })

  it('suggests the one open invoice of the same amount and name when the reference is unknown', () => {
    const credit = { reference: null, centimes: 50000, debtorName: 'Muster AG, Bern' }
    expect(matchCredit(credit, [open, invoice({ id: 8, remainingCentimes: 100 })])).toEqual({
      kind: 'suggestion',
      invoiceId: 7,
    })
  })

  it('suggests nothing when two invoices fit, or the name or amount differs', () => {
    const credit = { reference: null, centimes: 50000, debtorName: 'Muster AG' }
    expect(matchCredit(credit, [open, invoice({ id: 9 })]).kind).toBe('none')
    expect(matchCredit({ ...credit, debtorName: 'Meier AG' }, [open]).kind).toBe('none')
    expect(matchCredit({ ...credit, centimes: 49995 }, [open])).toEqual({
      kind: 'none',
      reason: UNMATCHED_REASONS.noReference,
    })
    expect(matchCredit({ ...credit, reference: '1', centimes: 1 }, [open])).toEqual({
      kind: 'none',
      reason: UNMATCHED_REASONS.unknownReference,
    })
  })
})

describe('matchCredits', () => {
  it('applies a second full payment of one invoice to nothing, and keeps partial payments', () => {
    const owed = invoice({ id: 3, paymentReference: 'RF1', remainingCentimes: 1000 })
    const results = matchCredits(
      [400, 600, 1000].map((centimes) => ({ reference: 'RF1', centimes, debtorName: null })),
      [owed],
    )
    expect(results.map(({ match }) => match.kind)).toEqual(['reference', 'reference', 'none'])
    expect(owed.remainingCentimes).toBe(1000)
  })
})
