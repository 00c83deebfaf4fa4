import { describe, expect, it } from 'vitest'

import type { BankCredit } from './camt'
import { matchCredits, UNMATCHED_REASONS, type PayableInvoice } from './payment-matching'
import { newCredits, statementEffects } from './statement-preview'

const credit = (
  entryId: string,
  centimes: number,
  reference: string | null = null,
): BankCredit => ({
  entryId,
  centimes,
  bookingDate: '2026-11-20',
  reference,
  debtorName: 'Muster AG',
})

const invoice = (id: number, remainingCentimes: number): PayableInvoice => ({
  id,
  invoiceNumber: `F-2026-000${id}`,
  status: 'Pending',
  paymentReference: `RF${id}`,
  remainingCentimes,
  clientNames: ['Muster AG'],
})

const effects = (credits: BankCredit[], known: string[], invoices: PayableInvoice[]) =>
  statementEffects(
    credits,
    matchCredits(newCredits(credits, new Set(known)), invoices),
    invoices,
  ).map(({ credit, effect }) => [credit.entryId, effect])

describe('newCredits', () => {
  it('leaves out the stored entries and keeps a repeated entry once, at its first place', () => {
    const first = credit('A', 100)
    const fresh = newCredits([first, credit('B', 200), credit('A', 999)], new Set(['B']))
    expect(fresh).toEqual([first])
  })

  it('is empty for an empty file', () => {
    expect(newCredits([], new Set())).toEqual([])
  })
})

describe('statementEffects', () => {
  it('pays by reference, settling an invoice only when the file’s credits reach what it owes', () => {
    const invoices = [invoice(1, 50000), invoice(2, 30000)]
    const credits = [credit('A', 20000, 'RF1'), credit('B', 30000, 'RF1'), credit('C', 100, 'RF2')]
    expect(effects(credits, [], invoices)).toEqual([
      ['A', { kind: 'pays', invoiceId: 1, settles: true }],
      ['B', { kind: 'pays', invoiceId: 1, settles: true }],
      ['C', { kind: 'pays', invoiceId: 2, settles: false }],
    ])
  })

  it('suggests, sends to review, and names what was imported before or repeated', () => {
    const invoices = [invoice(1, 50000)]
    const credits = [
      credit('A', 50000),
      credit('B', 1234),
      credit('C', 777, 'RF9'),
      credit('D', 50000, 'RF1'),
      credit('A', 50000),
    ]
    expect(effects(credits, ['D'], invoices)).toEqual([
      ['A', { kind: 'suggestion', invoiceId: 1 }],
      ['B', { kind: 'review', reason: UNMATCHED_REASONS.noReference }],
      ['C', { kind: 'review', reason: UNMATCHED_REASONS.unknownReference }],
      ['D', { kind: 'alreadyImported' }],
      ['A', { kind: 'alreadyImported' }],
    ])
  })
})
