import { isChfAmount, CHF_AMOUNT_ERROR } from '@/domain/billing/money'
import { isProgressPercentage } from '@/domain/projects/progress'
import { isHttpUrl } from '@/domain/web/url'

/** Payload field validators built from domain predicates: true, or the message to show. */
export const validateChf = (value: unknown): true | string =>
  value === null || value === undefined || isChfAmount(value) ? true : CHF_AMOUNT_ERROR

export const validateProgress = (value: unknown): true | string =>
  value === null || value === undefined || isProgressPercentage(value)
    ? true
    : 'La progression est un entier entre 0 et 100'

export const validateHttpUrl = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || isHttpUrl(String(value))
    ? true
    : 'URL invalide'

/** An optional text that, when given, must pass `isValid`. */
export const validateOptionalText =
  (isValid: (value: string) => boolean, message: string) =>
  (value: string | null | undefined): true | string =>
    !value || isValid(value) ? true : message
