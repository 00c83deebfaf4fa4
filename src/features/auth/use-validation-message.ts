import { useTranslation } from '@/i18n/i18n-provider.client'

import { VALIDATION_KEY_OPTIONS } from '@/i18n/validation-keys'

/** Shows a schema's French message in the page's language (the French text is the key). */
export const useValidationMessage = () => {
  const { t } = useTranslation()
  return (message: string | undefined) => (message ? t(message, VALIDATION_KEY_OPTIONS) : undefined)
}
