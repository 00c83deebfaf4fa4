/**
 * Invoice numbers: the year of the invoice date and a 4-digit sequence within that year
 * ("2026-0007"), so numbers are unique and follow each other without gaps per year.
 */
export const INVOICE_NUMBER_PATTERN = /^(\d{4})-(\d{4,})$/

export const formatInvoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(4, '0')}`

/** The next number of a year, after the highest sequence already used in it (null: none yet). */
export const nextInvoiceNumber = (year: number, highest: number | null) =>
  formatInvoiceNumber(year, (highest ?? 0) + 1)
