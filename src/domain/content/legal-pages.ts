import type { Labelled } from '../labelled'

/** The legal pages of the site, each at its fixed address. */
export const LEGAL_PAGE_LABELS = {
  privacy: 'Confidentialité',
  terms: 'Conditions',
  gdpr: 'RGPD',
  cookies: 'Politique de cookies',
} as const satisfies Labelled<string>

export const LEGAL_PAGE_LABELS_EN = {
  privacy: 'Privacy',
  terms: 'Terms',
  gdpr: 'GDPR',
  cookies: 'Cookie policy',
} as const satisfies Labelled<string>

export type LegalKey = keyof typeof LEGAL_PAGE_LABELS
export const LEGAL_KEYS = Object.keys(LEGAL_PAGE_LABELS) as LegalKey[]

export const isLegalKey = (value: unknown): value is LegalKey =>
  typeof value === 'string' && (LEGAL_KEYS as string[]).includes(value)

/**
 * The rich text block editors insert where the offers' current prices belong (the terms): the
 * site renders it from the home page's published plans, the one place prices are written.
 */
export const CURRENT_PRICES_BLOCK = 'currentPrices'
