/**
 * Set in a write's context by the bank import: the invoice's paid amount (the sum of its
 * credits, in CHF) and the booking date of the credit that completed it (the invoices
 * collection's recordPayment hook stores them, fields no request may write).
 */
export const PAYMENT = 'payment'
export type PaymentContext = { amountPaid: number; paidAt?: string }
