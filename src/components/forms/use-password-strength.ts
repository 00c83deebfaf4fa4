import { useCallback } from 'react'

import { loadPasswordEstimator, PASSWORD_TOO_WEAK } from '@/domain/auth/password-strength'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { VALIDATION_KEY_OPTIONS } from '@/i18n/validation-keys'

/**
 * The forms' strength check, the server's own rule run in the browser first: the message, in the
 * page's language, when the password is too weak; undefined otherwise. The estimator and its
 * dictionaries are fetched on the first check (or `preload`, when the field is focused), never
 * with the page.
 */
export const usePasswordStrength = (lang: Locale) => {
  const { t } = useTranslation()
  const check = useCallback(
    async (password: string, userInputs: string[] = []) => {
      const verdict = (await loadPasswordEstimator(lang))(password, userInputs.filter(Boolean))
      if (verdict.strong) return undefined
      return t(PASSWORD_TOO_WEAK, { ...VALIDATION_KEY_OPTIONS, reason: verdict.reason })
    },
    [lang, t],
  )
  const preload = useCallback(() => void loadPasswordEstimator(lang), [lang])
  return { check, preload }
}
