import type { CollectionConfig } from 'payload'

import { admins } from '@/access/rules'
import { LOCALES } from '@/domain/locales'

import { subscribe } from './endpoints/subscribe'

/**
 * Addresses left in the footer's newsletter field. Visitors add theirs only through the subscribe
 * endpoint (normalised, once, rate-limited); only admins read or remove them.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'language', 'createdAt'] },
  access: { create: admins, read: admins, update: admins, delete: admins },
  endpoints: [subscribe],
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
