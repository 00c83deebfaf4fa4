/** The legal pages of the site, each at its fixed address. */
export const LEGAL_KEYS = ['privacy', 'terms', 'gdpr', 'cookies'] as const
export type LegalKey = (typeof LEGAL_KEYS)[number]

export const isLegalKey = (value: unknown): value is LegalKey =>
  typeof value === 'string' && (LEGAL_KEYS as readonly string[]).includes(value)

/**
 * The rich text block editors insert where the offers' current prices belong (the terms): the
 * site renders it from the home page's published plans, the one place prices are written.
 */
export const CURRENT_PRICES_BLOCK = 'currentPrices'
