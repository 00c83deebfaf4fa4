import type { PayloadRequest } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'
import { validationText } from '@/i18n/validation-text'

/**
 * The language a request asked for: Payload reads its `Accept-Language` (the site's pages send
 * their own) into `req.i18n`. French when it asked for neither language, or when there is no
 * request (a Local API call given none).
 */
export const requestLanguage = (req: PayloadRequest | undefined): Locale => {
  const language = req?.i18n?.language
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/** `t` for the API's own messages, in the request's language. */
export const apiT = (req: PayloadRequest) => getT(requestLanguage(req), 'api')

/**
 * `t` for the API's messages to the back office, which is French only: its calls send no
 * language, so the browser's own would otherwise choose.
 */
export const backOfficeT = () => getT('fr', 'api')

/** A schema's message (a key and its parameters) in the request's language. */
export const validationT = (req: PayloadRequest | undefined) => {
  const lang = requestLanguage(req)
  return (message: string) => validationText(lang, message)
}
