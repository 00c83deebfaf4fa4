import type { Locale } from '@/domain/locales'

import { resources } from './resources'

type LabelGroups = (typeof resources)['fr']['labels']
/** A closed list the `labels` texts name: `projectStatus`, `vatRate`, `locale`… */
export type LabelGroup = keyof LabelGroups
export type LabelledValue<G extends LabelGroup> = keyof LabelGroups[G] & string

/**
 * The words of one closed list in one language, value → word, from the `labels` texts i18next
 * serves: for code that needs the whole list (a select's options, a CSV export, a PDF's rates).
 * A component naming one value uses `t('group.value', { ns: 'labels' })`.
 */
export const labelsOf = <G extends LabelGroup>(lang: Locale, group: G) => {
  // Both languages have the same keys (the parity test), each group a value → word record.
  const groups: Readonly<Record<LabelGroup, Readonly<Record<string, string>>>> =
    resources[lang].labels
  return groups[group] as Readonly<Record<LabelledValue<G>, string>>
}
