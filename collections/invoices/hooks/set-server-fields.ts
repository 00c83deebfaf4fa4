import type { CollectionBeforeChangeHook } from 'payload'

import { PAYMENT, type PaymentContext } from '@/server/billing/payment-context'

/**
 * The payment fields are the server's: the bank import's figures when it sends them, and for an
 * invoice that becomes Paid any other way (marked by hand, in the panel) the day it did, so
 * revenue counts every paid invoice by its payment date.
 */
export const recordPayment: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  const payment = context[PAYMENT] as PaymentContext | undefined
  if (payment) {
    data.amountPaid = payment.amountPaid
    if (payment.paidAt) data.paidAt = payment.paidAt
  }
  if (data.status === 'Paid' && originalDoc?.status !== 'Paid' && !data.paidAt) {
    data.paidAt = new Date().toISOString()
  }
  return data
}
