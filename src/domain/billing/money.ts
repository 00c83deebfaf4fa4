import { toHundredths } from './exact-decimal'
import { validationMessage } from '../web/validation-message'

/**
 * CHF amounts are stored as PostgreSQL `numeric` and summed in SQL, so they stay exact. In the
 * application an amount is a number of francs with at most two decimals (whole centimes).
 */
export const MAX_CHF_AMOUNT = 10_000_000

export const isChfAmount = (value: unknown): value is number =>
  typeof value === 'number' &&
  value >= 0 &&
  value <= MAX_CHF_AMOUNT &&
  // Whole centimes: no third decimal, allowing for binary representation.
  toHundredths(value) !== null

export const CHF_AMOUNT_ERROR = validationMessage('chfAmountInvalid')

const formatter = (decimals: 0 | 2) =>
  new Intl.NumberFormat('fr-CH', {
    style: 'currency',
    currency: 'CHF',
    maximumFractionDigits: decimals,
    minimumFractionDigits: decimals,
  })
const formatters = { 0: formatter(0), 2: formatter(2) }

const amountOf = (amount: number | string) => {
  // Number('') is 0: an empty text is no amount.
  const value = typeof amount === 'string' ? Number(amount.trim() || Number.NaN) : amount
  // A missing or garbled amount must not print "NaN CHF" on an invoice.
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of CHF: ${String(amount)}`)
  return value
}

/**
 * The product's one money format, in both languages, on every screen, PDF and e-mail: Swiss-French
 * as CLDR writes it, thousands grouped by a narrow no-break space, a decimal point, then " CHF"
 * after a no-break space ("1 234.50 CHF"), so an amount never wraps. Two decimals for amounts
 * that are billed (invoices and their lines, credits, the subscription table); none for totals
 * read at a glance (revenue, MRR on cards and the account page) and the site's offer prices.
 */
export const formatChf = (amount: number | string, decimals: 0 | 2): string =>
  formatters[decimals].format(amountOf(amount))

/**
 * The same text in two parts, for a price set large beside a small currency (the site's offer
 * cards): `figure` then `currency`, in the format's order.
 */
export const splitChf = (amount: number | string, decimals: 0 | 2) => {
  const parts = formatters[decimals].formatToParts(amountOf(amount))
  const figure = parts
    .filter((part) => part.type !== 'currency')
    .map((part) => part.value)
    .join('')
    .trim()
  return { figure, currency: 'CHF' as const }
}
