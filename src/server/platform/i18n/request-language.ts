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
 * The back office's language: French only (its texts are in i18next, so adding a language is
 * adding files). Its calls send no language, so the browser's own would otherwise choose.
 */
export const BACK_OFFICE_LANGUAGE: Locale = 'fr'

/** `t` for the API's messages to the back office. */
export const backOfficeT = () => getT(BACK_OFFICE_LANGUAGE, 'api')

/** `t` of the back office's own texts: its screens, exports and journal entries. */
export const backOfficeTextsT = () => getT(BACK_OFFICE_LANGUAGE, 'backoffice')

/** A schema's message (a key and its parameters) in the request's language. */
export const validationT = (req: PayloadRequest | undefined) => {
  const lang = requestLanguage(req)
  return (message: string) => validationText(lang, message)
}
