import { describe, expect, it } from 'vitest'

import { effectiveInvoiceStatus, isInvoiceSent } from './invoice-status'

describe('isInvoiceSent', () => {
  it('is false for a draft only', () => {
    expect(isInvoiceSent('Draft')).toBe(false)
    expect(isInvoiceSent(undefined)).toBe(false)
    for (const status of ['Pending', 'Paid', 'Overdue', 'Cancelled'] as const) {
      expect(isInvoiceSent(status)).toBe(true)
    }
  })
})

describe('effectiveInvoiceStatus of drafts and cancelled invoices', () => {
  it('never reads them as Overdue, past their due date or not', () => {
    const past = '2020-01-01T00:00:00.000Z'
    expect(effectiveInvoiceStatus('Draft', past)).toBe('Draft')
    expect(effectiveInvoiceStatus('Cancelled', past)).toBe('Cancelled')
  })
})
