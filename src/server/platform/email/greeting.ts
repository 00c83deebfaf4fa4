import type { Locale } from '@/domain/locales'
import { getT } from '@/i18n/translator'

/** A mail's first line: "Bonjour Anna," or, without a first name, "Bonjour,". */
export const greetingOf = (lang: Locale, name: string) => {
  const t = getT(lang, 'email')
  return name ? t('greetingNamed', { name }) : t('greeting')
}
