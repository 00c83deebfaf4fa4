import { createInstance, type i18n, type ResourceLanguage } from 'i18next'

import type { Locale } from '@/domain/locales'

/**
 * An i18next instance for one language, initialised synchronously from the given namespaces
 * (nothing is fetched). No fallback language: a missing key shows the key itself.
 */
export const createI18n = (lang: Locale, namespaces: ResourceLanguage): i18n => {
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
  })
  return instance
}
