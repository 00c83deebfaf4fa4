import type { Field } from 'payload'

import { isSlug } from '@/domain/content/slug'

/**
 * A public document's localized title and its address: one slug for both languages (the English
 * page is the same path under /en), described for the editor by where it ends up.
 */
export const titleAndSlug = (address: { fr: string; en: string }): Field[] => [
  {
    name: 'title',
    label: { fr: 'Titre', en: 'Title' },
    type: 'text',
    required: true,
    localized: true,
    maxLength: 200,
  },
  {
    name: 'slug',
    label: { fr: 'Adresse (slug)', en: 'Slug' },
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 120,
    validate: (value: string | null | undefined) =>
      isSlug(value ?? '') ? true : 'Slug invalide : minuscules, chiffres et tirets',
    admin: { description: address },
  },
]
