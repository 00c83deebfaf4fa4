import type { Option } from 'payload'

import { LOCALE_LABELS, LOCALE_LABELS_EN, LOCALES } from '@/domain/locales'
import type { Labelled } from '@/domain/labelled'

/**
 * Turns a domain label map and its English twin into Payload select options, so the labels live
 * in one place and the panel shows each option in the editor's language.
 */
export const optionsOf = <V extends string>(fr: Labelled<V>, en: Labelled<V>): Option[] =>
  (Object.keys(fr) as V[]).map((value) => ({ value, label: { fr: fr[value], en: en[value] } }))

/** The product's languages as options: the language of a row, an account or a brief. */
export const languageOptions: Option[] = LOCALES.map((value) => ({
  value,
  label: { fr: LOCALE_LABELS[value], en: LOCALE_LABELS_EN[value] },
}))
