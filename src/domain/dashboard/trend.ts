import { formatChf } from '../billing/money'

export type Trend = { tone: 'up' | 'down' | 'flat'; text: string }

// The typographic minus: a hyphen before a figure reads as a dash.
const MINUS = '\u2212'

const trendOf = (difference: number, format: (magnitude: number) => string): Trend => {
  if (difference === 0) return { tone: 'flat', text: '=' }
  const sign = difference > 0 ? '+' : MINUS
  return { tone: difference > 0 ? 'up' : 'down', text: `${sign}${format(Math.abs(difference))}` }
}

/** A count against the same span before it: "+3", "−2" or "=". */
export const countTrend = (current: number, previous: number): Trend =>
  trendOf(current - previous, String)

/**
 * An amount of CHF (exact decimal strings) against the same span before it, as the difference in
 * whole francs ("+1 235 CHF"): a percentage of nothing would say nothing. Compared in centimes.
 */
export const amountTrend = (current: string, previous: string): Trend => {
  const centimes = (amount: string) => Math.round(Number(amount) * 100)
  return trendOf(centimes(current) - centimes(previous), (magnitude) =>
    formatChf(magnitude / 100, 0),
  )
}
