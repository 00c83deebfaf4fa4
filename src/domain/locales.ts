/** Languages of the product: French is the default, English the alternative. */
export const LOCALES = ['fr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

/**
 * The Intl locale of each language, for every number and date the product formats itself:
 * Swiss French and Swiss English (thousands grouped "1’234.5" in both).
 */
export const INTL_LOCALES = { fr: 'fr-CH', en: 'en-CH' } as const satisfies Record<Locale, string>

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
