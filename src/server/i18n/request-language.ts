import type { PayloadRequest } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locales'
import { readValidationMessage } from '@/domain/web/validation-message'
import { getT } from '@/i18n/translator'
import { VALIDATION_KEY_OPTIONS, validationKey } from '@/i18n/validation-keys'

/**
 * The language a request asked for: Payload reads its `Accept-Language` (the site's pages send
 * their own) into `req.i18n`. French when it asked for neither language.
 */
export const requestLanguage = (req: PayloadRequest): Locale => {
  const language = req.i18n?.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/** `t` for the API's own messages, in the request's language. */
export const apiT = (req: PayloadRequest) => getT(requestLanguage(req), 'api')

/** A schema's message (a key and its parameters) in the request's language. */
export const validationT = (req: PayloadRequest) => {
  const t = getT(requestLanguage(req), 'validation')
  return (message: string) => {
    const { key, params } = readValidationMessage(message)
    return t(validationKey(key), { ...VALIDATION_KEY_OPTIONS, ...params })
  }
}
