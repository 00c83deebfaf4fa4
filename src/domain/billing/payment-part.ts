import type { InvoiceStatus } from './invoice-status'

/**
 * What an invoice's document asks of its client, from its stored status and the centimes paid on
 * it so far: nothing for a draft (a preview), a cancelled or a settled invoice; otherwise the
 * amount still due, which its QR-bill carries. An invoice is settled when marked Paid, even by
 * hand for less than its total, or once its credits reach the total.
 */
export type PaymentPart =
  | { kind: 'draft' }
  | { kind: 'cancelled' }
  | { kind: 'paid' }
  | { kind: 'due'; dueCentimes: number; paidCentimes: number }

export const paymentPartOf = (
  status: InvoiceStatus,
  totalCentimes: number,
  paidCentimes: number,
): PaymentPart => {
  if (!Number.isSafeInteger(totalCentimes) || !Number.isSafeInteger(paidCentimes)) {
    throw new RangeError('Amounts must be whole centimes')
  }
  if (totalCentimes < 0 || paidCentimes < 0) throw new RangeError('Amounts cannot be negative')
  if (status === 'Draft') return { kind: 'draft' }
  if (status === 'Cancelled') return { kind: 'cancelled' }
  if (status === 'Paid' || paidCentimes >= totalCentimes) return { kind: 'paid' }
  return { kind: 'due', dueCentimes: totalCentimes - paidCentimes, paidCentimes }
}
