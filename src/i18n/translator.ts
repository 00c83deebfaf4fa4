import type { Locale } from '@/domain/locales'

import { createI18n } from './instance'
import { type Namespace, resources } from './resources'

/** Server components: `t` for a language and namespace. */
export const getT = (lang: Locale, ns: Namespace = 'common') =>
  createI18n(lang, resources[lang]).getFixedT(lang, ns)

/**
 * The namespaces a part of the site's client components read, in one language: handed to an
 * `I18nProvider` (they travel in the page's data), so the browser never downloads the others
 * nor the other language.
 */
export const clientMessages = (lang: Locale, namespaces: readonly Namespace[]) =>
  Object.fromEntries(namespaces.map((ns) => [ns, resources[lang][ns]]))
