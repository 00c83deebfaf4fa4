import { validationMessage } from '../web/validation-message'

/**
 * Invoice statuses. A Draft has no number yet and is the studio's only; sending it makes it
 * Pending (shown "En attente"), the state every invoice issued before drafts existed is in. An
 * unpaid invoice past its due date reads as Overdue. A sent invoice is never deleted: it is
 * Cancelled, and keeps its number.
 */
export const INVOICE_STATUSES = ['Draft', 'Pending', 'Paid', 'Overdue', 'Cancelled'] as const

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** Whether an invoice has gone to its client: numbered, visible to it, its lines frozen. */
export const isInvoiceSent = (status: InvoiceStatus | null | undefined) =>
  Boolean(status) && status !== 'Draft'

/** What a write of a sent invoice is refused with (hook errors, shown in the panel): `validation` keys. */
export const INVOICE_SENT_LOCKED_ERROR = validationMessage('invoiceSentLocked')
export const INVOICE_SENT_DELETE_ERROR = validationMessage('invoiceSentDelete')
/** 'Envoyer' on an invoice no longer a draft: a key of the `api` translations. */
export const INVOICE_ALREADY_SENT_ERROR = 'invoice.alreadySent'

/** The status to show: a stored Pending invoice whose due date has passed is Overdue. */
export const effectiveInvoiceStatus = (
  stored: InvoiceStatus,
  dueDate: Date | string,
  now: Date = new Date(),
): InvoiceStatus => {
  if (stored !== 'Pending') return stored
  return new Date(dueDate).getTime() < now.getTime() ? 'Overdue' : 'Pending'
}
