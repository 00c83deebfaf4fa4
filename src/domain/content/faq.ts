import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** FAQ accordions, in the order the page shows them. */
export const FAQ_CATEGORY_LABELS = {
  pricing: 'Tarifs',
  technical: 'Technique',
  support: 'Support',
  process: 'Processus',
} as const satisfies Labelled<string>

export type FaqCategory = keyof typeof FAQ_CATEGORY_LABELS
export const FAQ_CATEGORIES = valuesOf<FaqCategory>(FAQ_CATEGORY_LABELS)
export const FAQ_CATEGORY_LABELS_EN: Labelled<FaqCategory> = {
  pricing: 'Pricing',
  technical: 'Technical',
  support: 'Support',
  process: 'Process',
}
