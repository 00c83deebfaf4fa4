import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** Glossary categories (the page's category buttons); terms are stored once per language. */
export const GLOSSARY_CATEGORY_LABELS = {
  development: 'Développement',
  design: 'Design',
  infrastructure: 'Infrastructure',
  marketing: 'Marketing',
  ai: 'Intelligence artificielle',
  security: 'Sécurité',
  business: 'Business',
} as const satisfies Labelled<string>

export type GlossaryCategory = keyof typeof GLOSSARY_CATEGORY_LABELS
export const GLOSSARY_CATEGORIES = valuesOf<GlossaryCategory>(GLOSSARY_CATEGORY_LABELS)
export const GLOSSARY_CATEGORY_LABELS_EN: Labelled<GlossaryCategory> = {
  development: 'Development',
  design: 'Design',
  infrastructure: 'Infrastructure',
  marketing: 'Marketing',
  ai: 'Artificial intelligence',
  security: 'Security',
  business: 'Business',
}
