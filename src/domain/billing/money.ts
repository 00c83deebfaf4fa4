import { toHundredths } from './exact-decimal'

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

export const CHF_AMOUNT_ERROR =
  'Montant invalide : un nombre positif en CHF avec au plus 2 décimales'

const formatters = {
  0: new Intl.NumberFormat('fr-CH', {
    style: 'currency',
    currency: 'CHF',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }),
  2: new Intl.NumberFormat('fr-CH', {
    style: 'currency',
    currency: 'CHF',
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  }),
}

/** Swiss-French display: invoices with 2 decimals, revenue and KPI MRR with 0. */
export const formatChf = (amount: number | string, decimals: 0 | 2): string =>
  formatters[decimals].format(typeof amount === 'string' ? Number(amount) : amount)
