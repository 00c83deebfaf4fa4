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
