import type { PayloadRequest } from 'payload'

import { isChfAmount, CHF_AMOUNT_ERROR } from '@/domain/billing/money'
import { isProgressPercentage } from '@/domain/projects/progress'
import { validationMessage } from '@/domain/web/validation-message'
import { isHttpUrl } from '@/domain/web/url'
import { validationT } from '@/server/platform/i18n/request-language'

type Options = { req?: PayloadRequest }

/**
 * A Payload field validator from a check that answers true or a message of the `validation`
 * keys (the forms' own): the refusal in the request's language (the panel's, the API caller's).
 */
export const translated =
  <V, O = Options>(check: (value: V, options: O) => true | string) =>
  (value: V, options: NoInfer<O> & Options): true | string => {
    const result = check(value, options)
    return result === true ? true : validationT(options?.req)(result)
  }

/** A CHF amount, or nothing; its message's key otherwise (for checks that add their own). */
export const chfRefusal = (value: unknown): true | string =>
  value === null || value === undefined || isChfAmount(value) ? true : CHF_AMOUNT_ERROR

/** Payload field validators built from domain predicates: true, or the message to show. */
export const validateChf = translated(chfRefusal)

export const validateProgress = (value: unknown): true | string =>
  value === null || value === undefined || isProgressPercentage(value)
    ? true
    : 'La progression est un entier entre 0 et 100'

export const validateHttpUrl = translated((value: unknown) =>
  value === null || value === undefined || value === '' || isHttpUrl(String(value))
    ? true
    : validationMessage('urlInvalid'),
)

/** An optional text that, when given, must pass `isValid`; `message` is a validation key. */
export const validateOptionalText = (isValid: (value: string) => boolean, message: string) =>
  translated((value: string | null | undefined) => (!value || isValid(value) ? true : message))
