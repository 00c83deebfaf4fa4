import type { Option } from 'payload'

import { LOCALES } from '@/domain/locales'
import { type LabelGroup, type LabelledValue, labelsOf } from '@/i18n/labels'

/** A value of a closed list named as Payload names things: its `labels` word in each language. */
export const labelOf = <G extends LabelGroup>(group: G, value: LabelledValue<G>) => ({
  fr: labelsOf('fr', group)[value],
  en: labelsOf('en', group)[value],
})

/**
 * A closed list of the domain as Payload select options, in the list's order: the panel shows
 * each option in the editor's language.
 */
export const optionsOf = <G extends LabelGroup>(
  group: G,
  values: readonly LabelledValue<G>[],
): Option[] => values.map((value) => ({ value, label: labelOf(group, value) }))

/** The product's languages as options: the language of a row, an account or a brief. */
export const languageOptions: Option[] = optionsOf('locale', LOCALES)
