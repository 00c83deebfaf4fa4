import { createInstance, type i18n, type ResourceLanguage } from 'i18next'

import type { Locale } from '@/domain/locales'

/**
 * An i18next instance for one language, initialised synchronously from the given namespaces
 * (nothing is fetched). No fallback language: a missing key shows the key itself, and is
 * reported to `onMissing` as `ns:key` when one is given.
 */
export const createI18n = (
  lang: Locale,
  namespaces: ResourceLanguage,
  onMissing?: (key: string) => void,
): i18n => {
  const instance = createInstance()
  void instance.init({
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    resources: { [lang]: namespaces },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(onMissing),
    // A missing plural is one missing text, not one per plural form.
    saveMissingPlurals: false,
    missingKeyHandler: onMissing
      ? (_langs: readonly string[], ns: string, key: string) => onMissing(`${ns}:${key}`)
      : false,
    react: { useSuspense: false },
  })
  return instance
}
