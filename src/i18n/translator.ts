import type { Locale } from '@/domain/locales'

import { createI18n } from './instance'
import { type Namespace, resources } from './resources'

/** One i18next instance per language, made the first time it is asked for and kept. */
const instances = new Map<Locale, ReturnType<typeof createI18n>>()
const instanceFor = (lang: Locale) => {
  let instance = instances.get(lang)
  if (!instance) {
    instance = createI18n(lang, resources[lang])
    instances.set(lang, instance)
  }
  return instance
}

/** Server code: `t` for a language and namespace. */
export const getT = <N extends Namespace = 'common'>(lang: Locale, ns?: N) =>
  instanceFor(lang).getFixedT<N>(lang, ns ?? ('common' as N))

/** Some namespaces' texts in one language, as `clientMessages` hands them to the browser. */
export type ClientMessages = Partial<(typeof resources)[Locale]>

/**
 * The namespaces a part of the site's client components read, in one language: handed to an
 * `I18nProvider` (they travel in the page's data), so the browser never downloads the others
 * nor the other language.
 */
export const clientMessages = (lang: Locale, namespaces: readonly Namespace[]): ClientMessages =>
  Object.fromEntries(namespaces.map((ns) => [ns, resources[lang][ns]]))
