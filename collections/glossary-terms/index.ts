import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/rules'
import { CONTENT_TAGS } from '@/server/content'
import { GLOSSARY_CATEGORIES } from '@/domain/content/glossary'

import { languageOptions, optionsOf } from '../_shared/options'
import { NAV_GROUPS } from '../_shared/panel'
import { revalidateOnChange } from '../_shared/revalidate-hooks'

/** Glossary entries, one row per language: the page shows the current language's only. */
export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  labels: {
    singular: { fr: 'Terme du glossaire', en: 'Glossary term' },
    plural: { fr: 'Glossaire', en: 'Glossary' },
  },
  admin: {
    group: NAV_GROUPS.help,
    useAsTitle: 'term',
    defaultColumns: ['term', 'category', 'language', 'updatedAt'],
    listSearchableFields: ['term', 'definition'],
  },
  access: { create: editors, read: anyone, update: editors, delete: editors },
  hooks: revalidateOnChange(CONTENT_TAGS.glossary),
  indexes: [{ fields: ['term', 'language'], unique: true }],
  fields: [
    {
      name: 'term',
      label: { fr: 'Terme', en: 'Term' },
      type: 'text',
      required: true,
      maxLength: 120,
    },
    {
      name: 'definition',
      label: { fr: 'Définition', en: 'Definition' },
      type: 'textarea',
      required: true,
      maxLength: 2000,
    },
    { name: 'example', label: { fr: 'Exemple', en: 'Example' }, type: 'textarea', maxLength: 2000 },
    {
      name: 'category',
      label: { fr: 'Catégorie', en: 'Category' },
      type: 'select',
      required: true,
      options: optionsOf('glossaryCategory', GLOSSARY_CATEGORIES),
    },
    {
      name: 'language',
      label: { fr: 'Langue', en: 'Language' },
      type: 'select',
      required: true,
      defaultValue: 'fr',
      index: true,
      options: languageOptions,
      admin: {
        description: {
          fr: 'Le glossaire de cette langue affiche le terme.',
          en: 'The glossary of this language shows the term.',
        },
      },
    },
  ],
}
