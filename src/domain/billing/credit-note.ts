import { apiMessage } from '../web/api-message'
import { validationMessage } from '../web/validation-message'

import { formatInvoiceNumber } from './invoice-number'
import type { InvoiceStatus } from './invoice-status'

/**
 * Credit notes: cancelling a sent invoice issues one, with a number of its own sequence per year
 * ("NC-2026-0003"), so the client's books and the studio's both show why the amount is no longer
 * due. An invoice never sent (a draft) is deleted instead, and a paid one has nothing left to
 * cancel.
 */
export const CREDIT_NOTE_PREFIX = 'NC-'
export const CREDIT_NOTE_NUMBER_PATTERN = /^NC-(\d{4})-(\d{4,})$/

/** The next credit note number of a year, after the highest sequence used in it (null: none). */
export const nextCreditNoteNumber = (year: number, highest: number | null) =>
  `${CREDIT_NOTE_PREFIX}${formatInvoiceNumber(year, (highest ?? 0) + 1)}`

export const CANCEL_REASON_MAX = 500

/**
 * The refusals name their texts, the server translates them: the cancel action's are keys of
 * the `api` translations, the two a write of the status meets (the hook's, shown in the panel)
 * keys of `validation`.
 */
export const CANCEL_REASON_ERROR = apiMessage('invoice.cancelReasonTooLong', {
  max: CANCEL_REASON_MAX,
})
export const CANCEL_DRAFT_ERROR = 'invoice.cancelDraft'
export const CANCEL_PAID_ERROR = 'invoice.cancelPaid'
export const ALREADY_CANCELLED_ERROR = 'invoice.alreadyCancelled'
export const CANCEL_THROUGH_ACTION_ERROR = validationMessage('invoiceCancelThroughAction')
export const CANCELLED_FINAL_ERROR = validationMessage('invoiceCancelledFinal')

/** The optional reason an admin gives, trimmed; its refusal's message if it is refused. */
export const cancelReasonOf = (value: unknown): { reason: string | null } | string => {
  if (value === undefined || value === null) return { reason: null }
  if (typeof value !== 'string') return CANCEL_REASON_ERROR
  const reason = value.trim()
  if (reason.length > CANCEL_REASON_MAX) return CANCEL_REASON_ERROR
  return { reason: reason || null }
}

/**
 * Why an invoice cannot be cancelled by a credit note (null: it can). A draft was never sent (it
 * is deleted instead); a payment, even partial, would have to be refunded, which is not a credit
 * note's job.
 */
export const cancelRefusal = (invoice: {
  status: InvoiceStatus
  amountPaid?: number | null
}):
  typeof ALREADY_CANCELLED_ERROR | typeof CANCEL_DRAFT_ERROR | typeof CANCEL_PAID_ERROR | null => {
  if (invoice.status === 'Cancelled') return ALREADY_CANCELLED_ERROR
  if (invoice.status === 'Draft') return CANCEL_DRAFT_ERROR
  if (invoice.status === 'Paid' || Number(invoice.amountPaid ?? 0) > 0) return CANCEL_PAID_ERROR
  return null
}

/**
 * Why a write may not change an invoice's status this way (null: it may). Only the cancel
 * action, which brings its credit note, cancels; nothing brings a cancelled invoice back.
 */
export const statusChangeRefusal = (
  from: InvoiceStatus | undefined,
  to: InvoiceStatus | undefined,
  withCreditNote: boolean,
): string | null => {
  if (from === 'Cancelled' && to !== 'Cancelled') return CANCELLED_FINAL_ERROR
  if (to === 'Cancelled' && from !== 'Cancelled' && !withCreditNote) {
    return CANCEL_THROUGH_ACTION_ERROR
  }
  return null
}
