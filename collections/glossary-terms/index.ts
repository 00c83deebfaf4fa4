import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/rules'
import { CONTENT_TAGS } from '@/server/site/revalidate'
import { GLOSSARY_CATEGORY_LABELS } from '@/domain/content/glossary'
import { LOCALES } from '@/domain/locales'

import { optionsOf } from '../_shared/options'
import { revalidateOnChange } from '../_shared/revalidate-hooks'

/** Glossary entries, one row per language: the page shows the current language's only. */
export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  admin: { useAsTitle: 'term', defaultColumns: ['term', 'category', 'language'] },
  access: { create: editors, read: anyone, update: editors, delete: editors },
  hooks: revalidateOnChange(CONTENT_TAGS.glossary),
  indexes: [{ fields: ['term', 'language'], unique: true }],
  fields: [
    { name: 'term', type: 'text', required: true, maxLength: 120 },
    { name: 'definition', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'example', type: 'textarea', maxLength: 2000 },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: optionsOf(GLOSSARY_CATEGORY_LABELS),
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      index: true,
      options: LOCALES.map((value) => ({ value, label: value.toUpperCase() })),
    },
  ],
}
