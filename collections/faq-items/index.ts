import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/rules'
import { CONTENT_TAGS } from '@/server/site/revalidate'
import { FAQ_CATEGORY_LABELS } from '@/domain/content/faq'

import { optionsOf } from '../_shared/options'
import { revalidateOnChange } from '../_shared/revalidate-hooks'

/** FAQ entries, localized fr/en, grouped by category and sorted by `order` on the page. */
export const FaqItems: CollectionConfig = {
  slug: 'faq-items',
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'order'] },
  access: { create: editors, read: anyone, update: editors, delete: editors },
  hooks: revalidateOnChange(CONTENT_TAGS.faq),
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true, maxLength: 300 },
    { name: 'answer', type: 'textarea', required: true, localized: true, maxLength: 5000 },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(FAQ_CATEGORY_LABELS),
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
