import {
  calculateQRReferenceChecksum,
  calculateSCORReferenceChecksum,
  isQRReferenceValid,
  isSCORReferenceValid,
} from 'swissqrbill/utils'
import { describe, expect, it } from 'vitest'

import { paymentReference, referenceSuits, referenceToPrint } from './payment-reference'

const IBAN = 'CH93 0076 2011 6238 5295 7'
// The Swiss banks' published QR-IBAN example (IID 31999).
const QR_IBAN = 'CH44 3199 9123 0008 8901 2'

describe('the check digits swissqrbill computes', () => {
  it('match the published examples: SIX’s QR reference and ISO 11649’s creditor reference', () => {
    expect(calculateQRReferenceChecksum('21000000000313947143000901')).toBe('7')
    expect(isQRReferenceValid('210000000003139471430009017')).toBe(true)
    expect(isQRReferenceValid('210000000003139471430009018')).toBe(false)
    expect(calculateSCORReferenceChecksum('539007547034')).toBe('18')
    expect(isSCORReferenceValid('RF18539007547034')).toBe(true)
    expect(isSCORReferenceValid('RF19539007547034')).toBe(false)
  })
})

describe('paymentReference', () => {
  it('builds a creditor reference from the invoice number for an ordinary IBAN', () => {
    const reference = paymentReference(IBAN, { id: 7, invoiceNumber: '2026-0001' })
    expect(reference).toMatch(/^RF\d{2}20260001$/)
    expect(isSCORReferenceValid(reference)).toBe(true)
  })

  it('falls back to the invoice id when the number does not fit a creditor reference', () => {
    const reference = paymentReference(IBAN, { id: 42, invoiceNumber: 'X'.repeat(22) })
    expect(reference).toMatch(/^RF\d{2}ID42$/)
    expect(isSCORReferenceValid(reference)).toBe(true)
    expect(isSCORReferenceValid(paymentReference(IBAN, { id: 3, invoiceNumber: '--' }))).toBe(true)
  })

  it('keeps 21 letters and digits, the most a creditor reference holds (25 characters in all)', () => {
    const reference = paymentReference(IBAN, { id: 1, invoiceNumber: 'A'.repeat(21) })
    expect(reference).toHaveLength(25)
    expect(isSCORReferenceValid(reference)).toBe(true)
  })

  it('builds a 27-digit QR reference from the invoice id for a QR-IBAN', () => {
    const reference = paymentReference(QR_IBAN, { id: 12, invoiceNumber: '2026-0012' })
    expect(reference).toHaveLength(27)
    expect(reference.startsWith('0000000000000000000000001')).toBe(true)
    expect(isQRReferenceValid(reference)).toBe(true)
    // The largest id PostgreSQL's integer holds still fits.
    expect(
      isQRReferenceValid(paymentReference(QR_IBAN, { id: 2_147_483_647, invoiceNumber: 'x' })),
    ).toBe(true)
  })
})

describe('referenceToPrint', () => {
  const invoice = { id: 12, invoiceNumber: '2026-0012' }
  it('prints the stored reference when it suits the account', () => {
    const stored = paymentReference(IBAN, { ...invoice, invoiceNumber: '2026-9999' })
    expect(referenceToPrint(IBAN, { ...invoice, paymentReference: stored })).toBe(stored)
  })

  it('builds one for the account when none is stored or the account changed kind', () => {
    const creditor = paymentReference(IBAN, invoice)
    expect(referenceSuits(QR_IBAN, creditor)).toBe(false)
    expect(referenceToPrint(QR_IBAN, { ...invoice, paymentReference: creditor })).toBe(
      paymentReference(QR_IBAN, invoice),
    )
    expect(referenceToPrint(IBAN, { ...invoice, paymentReference: null })).toBe(creditor)
  })
})
