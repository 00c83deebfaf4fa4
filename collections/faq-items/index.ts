import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/rules'
import { CONTENT_TAGS } from '@/server/content'
import { FAQ_CATEGORIES } from '@/domain/content/faq'

import { optionsOf } from '../_shared/options'
import { orderField } from '../_shared/order-field'
import { NAV_GROUPS } from '../_shared/panel'
import { revalidateOnChange } from '../_shared/revalidate-hooks'

/** FAQ entries, localized fr/en, grouped by category and sorted by `order` on the page. */
export const FaqItems: CollectionConfig = {
  slug: 'faq-items',
  labels: {
    singular: { fr: 'Question fréquente', en: 'FAQ item' },
    plural: { fr: 'Questions fréquentes', en: 'FAQ' },
  },
  admin: {
    group: NAV_GROUPS.help,
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order', 'updatedAt'],
    listSearchableFields: ['question', 'answer'],
  },
  access: { create: editors, read: anyone, update: editors, delete: editors },
  hooks: revalidateOnChange(CONTENT_TAGS.faq),
  defaultSort: 'order',
  fields: [
    {
      name: 'question',
      label: { fr: 'Question', en: 'Question' },
      type: 'text',
      required: true,
      localized: true,
      maxLength: 300,
    },
    {
      name: 'answer',
      label: { fr: 'Réponse', en: 'Answer' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 5000,
    },
    {
      name: 'category',
      label: { fr: 'Catégorie', en: 'Category' },
      type: 'select',
      required: true,
      index: true,
      options: optionsOf('faqCategory', FAQ_CATEGORIES),
    },
    orderField({
      fr: 'Position dans sa catégorie : les plus petits nombres d’abord.',
      en: 'Position within its category: smallest numbers first.',
    }),
  ],
}
