import type { Labelled } from './labelled'

/** Languages of the product: French is the default, English the alternative. */
export const LOCALES = ['fr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Each language named in French, then in English (the CMS panel speaks both). */
export const LOCALE_LABELS: Labelled<Locale> = { fr: 'Français', en: 'Anglais' }
export const LOCALE_LABELS_EN: Labelled<Locale> = { fr: 'French', en: 'English' }
