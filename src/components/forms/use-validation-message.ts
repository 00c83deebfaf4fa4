import type { FieldError } from 'react-hook-form'

import { readValidationMessage } from '@/domain/web/validation-message'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { VALIDATION_KEY_OPTIONS, validationKey } from '@/i18n/validation-keys'

/** The error a server gave for a field, in the page's language already (`setError` type). */
export const SERVER_ERROR = 'server'

/**
 * Shows a field's error in the page's language: a schema's message is a key of the `validation`
 * translations with its parameters; a server's message (type `SERVER_ERROR`) came translated.
 */
export const useValidationMessage = () => {
  const { t } = useTranslation()
  return (error: string | Pick<FieldError, 'type' | 'message'> | undefined) => {
    const message = typeof error === 'string' ? error : error?.message
    if (!message) return undefined
    if (typeof error === 'object' && error.type === SERVER_ERROR) return message
    const { key, params } = readValidationMessage(message)
    return t(validationKey(key), { ...VALIDATION_KEY_OPTIONS, ...params })
  }
}
