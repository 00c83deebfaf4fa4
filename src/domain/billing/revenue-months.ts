import { format } from 'date-fns'
import { fr } from 'date-fns/locale'

/**
 * One month of the finances chart, amounts as exact decimal strings of CHF (PostgreSQL numeric):
 * what was invoiced (sent invoices by invoice date), what was paid (paid invoices by payment date)
 * and the MRR of the subscriptions running at the month's end.
 */
export type RevenueMonth = {
  /** YYYY-MM, the month in Zurich time. */
  month: string
  invoiced: string
  paid: string
  mrr: string
}

/** How many months the chart shows, the current one last. */
export const REVENUE_MONTHS = 12

const firstDay = (month: string) => {
  const [year, index] = month.split('-').map(Number)
  return new Date(year!, index! - 1, 1)
}

/** The axis's label: "nov. 26". */
export const shortMonthLabel = (month: string) => format(firstDay(month), 'MMM yy', { locale: fr })

/** The table's label: "novembre 2026". */
export const monthLabel = (month: string) => format(firstDay(month), 'MMMM yyyy', { locale: fr })
