import type { Locale } from '@/domain/locales'
import { loadPasswordEstimator, PASSWORD_TOO_WEAK } from '@/domain/auth/password-strength'
import { getT } from '@/i18n/translator'
import { VALIDATION_KEY_OPTIONS } from '@/i18n/validation-keys'

/**
 * Why `password` is too weak, as the refusal says it in `lang` ("Mot de passe trop faible : …"
 * with the estimator's own translated reason); null when it is strong enough. `userInputs` are
 * the account's own words (address, names), which a password must not be built from.
 */
export const weakPasswordMessage = async (
  lang: Locale,
  password: string,
  userInputs: string[],
): Promise<string | null> => {
  const verdict = (await loadPasswordEstimator(lang))(password, userInputs)
  if (verdict.strong) return null
  return getT(lang, 'validation')(PASSWORD_TOO_WEAK, {
    ...VALIDATION_KEY_OPTIONS,
    reason: verdict.reason,
  })
}
