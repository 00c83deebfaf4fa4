import { readValidationMessage } from '@/domain/web/validation-message'
import type { Locale } from '@/domain/locales'

import { getT } from './translator'
import { VALIDATION_KEY_OPTIONS, validationKey } from './validation-keys'

/** A schema's message (a key and its parameters) as server code shows it in `lang`. */
export const validationText = (lang: Locale, message: string) => {
  const { key, params } = readValidationMessage(message)
  return getT(lang, 'validation')(validationKey(key), { ...VALIDATION_KEY_OPTIONS, ...params })
}
