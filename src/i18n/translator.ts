import { createInstance, type i18n } from 'i18next'

import type { Locale } from '@/domain/locales'

import { NAMESPACES, resources } from './resources'

/**
 * An i18next instance for one language, initialised synchronously from the bundled resources
 * (nothing is fetched). No fallback language: a missing key shows the key itself (spec §1).
 */
export const createI18n = (lang: Locale): i18n => {
  const instance = createInstance()
  void instance.init({
    lng: lang,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

/** Server components: `t` for a language and namespace. */
export const getT = (lang: Locale, ns: (typeof NAMESPACES)[number] = 'common') =>
  createI18n(lang).getFixedT(lang, ns)

/**
 * Validation messages are the spec's exact French texts (the schemas are shared with the
 * server); the `validation` namespace is keyed by that text, so separators must be off.
 */
export const VALIDATION_KEY_OPTIONS = {
  ns: 'validation',
  keySeparator: false,
  nsSeparator: false,
} as const
