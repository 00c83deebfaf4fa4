import { linesSummary, type InvoiceLine } from '@/domain/billing/invoice-lines'

/**
 * Under an invoice number in the portal's and the back office's lists: what the invoice is for.
 * Cut to one line so a long description never widens the table; the whole of it on hover.
 */
export const LinesSummary = ({ lines }: { lines: InvoiceLine[] | null | undefined }) => {
  const summary = linesSummary(lines)
  if (!summary) return null
  return (
    <span
      title={summary}
      className="block max-w-56 truncate text-xs font-normal text-slate-600 dark:text-slate-400"
    >
      {summary}
    </span>
  )
}
