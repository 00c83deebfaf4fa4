import { validationMessage } from '../web/validation-message'

/**
 * The Swiss VAT rates an invoice line may carry (standard, reduced, accommodation, none). A rate
 * is stored as its text ('8.1') because select values are text; the arithmetic uses hundredths
 * of a percent (810) so no rate is ever a float.
 */
// In this order on purpose: the rates read best from 8.1 down (an object would put '0' first).
export const VAT_RATES = ['8.1', '2.6', '3.8', '0'] as const
export type VatRate = (typeof VAT_RATES)[number]
/** The standard rate, which services (the studio's work) are taxed at: new lines' default. */
export const DEFAULT_VAT_RATE: VatRate = '8.1'

const BASIS_POINTS: Record<VatRate, number> = { '8.1': 810, '2.6': 260, '3.8': 380, '0': 0 }

/** The rate in hundredths of a percent: '8.1' → 810. */
export const vatBasisPoints = (rate: VatRate): number => BASIS_POINTS[rate]

export const VAT_RATE_ERROR = validationMessage('vatRateUnknown')
export const VAT_RATE_DISABLED_ERROR = validationMessage('vatRateDisabled')
