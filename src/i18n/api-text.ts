import type { ParseKeys } from 'i18next'

import { readApiMessage } from '@/domain/web/api-message'
import type { Locale } from '@/domain/locales'

import { getT } from './translator'

/** A key of the `api` namespace: what a refusal names. */
export type ApiKey = ParseKeys<'api'>

/** The values a text of `api` fills in (`{{currency}}`). */
export type ApiParams = Record<string, string | number>

/**
 * A domain's refusal message ("bankImport.currency?currency=EUR", see apiMessage) read back as the
 * key it names and its parameters. The domain hands plain strings over; a unit test
 * (api-texts.test) checks that every message it can produce names a key of `api`.
 */
export const readApiKey = (message: string): { key: ApiKey; params: ApiParams } => {
  const { key, params } = readApiMessage(message)
  return { key: key as ApiKey, params }
}

/** A domain's refusal message as server code shows it in `lang`. */
export const apiText = (lang: Locale, message: string) => {
  const { key, params } = readApiKey(message)
  return getT(lang, 'api')(key, params)
}
