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

/** The payment term of the invoices the server writes itself (a subscription's), in days. */
export const DEFAULT_PAYMENT_DAYS = 30

/** The dates of a new draft at `now`, due after `termDays` days. */
export const draftInvoiceDates = (now: number, termDays = DEFAULT_PAYMENT_DAYS) => ({
  invoiceDate: new Date(now).toISOString(),
  dueDate: new Date(now + termDays * DAY_MS).toISOString(),
})
