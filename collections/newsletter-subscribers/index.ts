import type { CollectionConfig } from 'payload'

import { admins, anyone } from '@/access/rules'
import { LOCALES } from '@/domain/locales'

/** Addresses left in the footer's newsletter field: visitors add, only admins read or remove. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'language', 'createdAt'] },
  access: { create: anyone, read: admins, update: admins, delete: admins },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: LOCALES.map((value) => ({ value, label: value.toUpperCase() })),
    },
  ],
}
