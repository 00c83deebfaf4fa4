/**
 * The invoice fields no request may write, set by the server through a write's context: the paid
 * amount (the sum of its bank credits, in CHF) with the booking date of the credit that
 * completed it, the number of reminders sent with the date of the last, and the credit note that
 * cancelled it. The invoices collection's setServerFields hook stores them.
 */
export const SERVER_FIELDS = 'invoiceServerFields'
export type InvoiceServerFields = {
  amountPaid?: number
  paidAt?: string
  remindersSent?: number
  lastReminderAt?: string
  creditNoteNumber?: string
  cancelledAt?: string
  cancelReason?: string | null
}
