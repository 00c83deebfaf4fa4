import { toHundredths } from './exact-decimal'
import {
  invoiceTotals,
  type InvoiceTotals,
  type LineAmounts,
  type TotalsRefusal,
} from './invoice-totals'
import { isChfAmount } from './money'
import { isOneOf } from '../labelled'
import { VAT_RATES } from './vat'
import { validationMessage } from '../web/validation-message'

/** An invoice line as the CMS and the API hold it: francs and quantities as decimal numbers. */
export type InvoiceLine = {
  description?: string | null
  quantity?: number | null
  unitPrice?: number | null
  vatRate?: string | null
}

export const DESCRIPTION_MAX = 200
export const MAX_QUANTITY = 1_000_000
export const MAX_LINES = 200

export const INVOICE_NOTES_MAX = 1000

/** The lines' messages: keys of the `validation` translations, for the editor and the API alike. */
export const DESCRIPTION_ERROR = validationMessage('descriptionRequired')
export const DESCRIPTION_LENGTH_ERROR = validationMessage('maxChars', { max: DESCRIPTION_MAX })
export const QUANTITY_ERROR = validationMessage('quantityInvalid')
export const DISCOUNT_ERROR = validationMessage('discountInvalid')

export const TOTALS_ERRORS: Record<TotalsRefusal | 'too-many-lines', string> = {
  'no-lines': validationMessage('invoiceNoLines'),
  'too-many-lines': validationMessage('invoiceTooManyLines', { max: MAX_LINES }),
  'discount-above-subtotal': validationMessage('discountAboveSubtotal'),
  'too-large': validationMessage('totalTooLarge'),
}

export const NOTES_ERROR = validationMessage('notesMaxChars', { max: INVOICE_NOTES_MAX })

export const isInvoiceNotes = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= INVOICE_NOTES_MAX

export const isDescription = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= DESCRIPTION_MAX

/** A quantity above zero with at most 2 decimals: 0.5 hour, 3 pages, 1.25 days. */
export const isQuantity = (value: unknown): value is number => {
  const hundredths = toHundredths(value)
  return hundredths !== null && hundredths > 0 && hundredths <= MAX_QUANTITY * 100
}

/** A line in integers, or null when any of its values is not valid. */
export const lineAmounts = (line: InvoiceLine): LineAmounts | null => {
  if (!isDescription(line.description) || !isQuantity(line.quantity)) return null
  if (!isChfAmount(line.unitPrice) || !isOneOf(VAT_RATES, line.vatRate)) return null
  // Both checks above guarantee whole hundredths.
  return {
    quantityHundredths: toHundredths(line.quantity)!,
    unitPriceCentimes: toHundredths(line.unitPrice)!,
    vatRate: line.vatRate,
  }
}

/**
 * The totals of lines as typed, or why they cannot be an invoice. `invalid` means a line or the
 * discount has a bad value, which its own field reports.
 */
export const totalsOfLines = (
  lines: readonly InvoiceLine[] | null | undefined,
  discount: number | null | undefined,
  options: { roundToFiveCentimes: boolean },
): InvoiceTotals | TotalsRefusal | 'too-many-lines' | 'invalid' => {
  if (!lines?.length) return 'no-lines'
  if (lines.length > MAX_LINES) return 'too-many-lines'
  const amounts = lines.map(lineAmounts)
  const discountCentimes = toHundredths(discount ?? 0)
  if (amounts.some((line) => line === null) || !isChfAmount(discount ?? 0)) return 'invalid'
  return invoiceTotals(amounts as LineAmounts[], discountCentimes!, options)
}

/** What an invoice is for, in one short line for lists: the first line and how many follow. */
/** Each line's amount before VAT in centimes, as the invoice computes it; null if a line is invalid. */
export const lineNetsOf = (lines: readonly InvoiceLine[]): number[] | null => {
  const totals = totalsOfLines(lines, 0, { roundToFiveCentimes: false })
  return typeof totals === 'string' ? null : totals.lineNetCentimes
}

export const linesSummary = (lines: readonly InvoiceLine[] | null | undefined): string => {
  const [first, ...rest] = lines ?? []
  if (!first?.description) return ''
  return rest.length ? `${first.description} (+${rest.length})` : first.description
}
