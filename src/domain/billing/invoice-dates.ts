import { validationMessage } from '../web/validation-message'

const DAY_MS = 86_400_000

/**
 * The dates of an invoice sent at `now`: dated that day, due after the same number of whole days
 * as the draft gave its client (a due date before the invoice date counts as due at once).
 */
export const sentInvoiceDates = (draft: { invoiceDate: string; dueDate: string }, now: number) => {
  const termDays = Math.max(
    0,
    Math.round((Date.parse(draft.dueDate) - Date.parse(draft.invoiceDate)) / DAY_MS),
  )
  return {
    invoiceDate: new Date(now).toISOString(),
    dueDate: new Date(now + termDays * DAY_MS).toISOString(),
  }
}

/** The payment term of new invoices, in days, until the studio sets its own in the settings. */
export const DEFAULT_PAYMENT_DAYS = 30
export const PAYMENT_DAYS_MAX = 120
export const PAYMENT_DAYS_ERROR = validationMessage('paymentDays', { max: PAYMENT_DAYS_MAX })

/** A payment term: whole days, 0 (due on receipt) to 120. */
export const isPaymentDays = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= PAYMENT_DAYS_MAX

/** The settings' payment term, or the default while it is not set (or not valid). */
export const paymentDaysOf = (value: unknown) =>
  isPaymentDays(value) ? value : DEFAULT_PAYMENT_DAYS

/** The dates of a new draft at `now`, due after `termDays` days. */
export const draftInvoiceDates = (now: number, termDays = DEFAULT_PAYMENT_DAYS) => ({
  invoiceDate: new Date(now).toISOString(),
  dueDate: new Date(now + termDays * DAY_MS).toISOString(),
})

export const DUE_BEFORE_INVOICE_ERROR = validationMessage('dueBeforeInvoice')

/** A calendar day (YYYY-MM-DD) as the API stores dates of a day: noon UTC, the same day everywhere in Europe. */
export const dayToIso = (day: string) => `${day}T12:00:00.000Z`
export const isoToDay = (iso: string) => iso.slice(0, 10)

/** Whether a due date falls on or after the invoice date, compared by calendar day (UTC). */
export const isDueOnOrAfter = (invoiceDate: string, dueDate: string) =>
  isoToDay(new Date(dueDate).toISOString()) >= isoToDay(new Date(invoiceDate).toISOString())

/** The due day of a new draft: the invoice day plus the payment term. */
export const defaultDueDay = (invoiceDay: string, termDays = DEFAULT_PAYMENT_DAYS) =>
  isoToDay(new Date(Date.parse(dayToIso(invoiceDay)) + termDays * DAY_MS).toISOString())
