import type { CollectionConfig } from 'payload'

import { admins } from '@/access/rules'
import { LOCALES } from '@/domain/locales'

import { confirm } from './endpoints/confirm'
import { subscribe } from './endpoints/subscribe'
import { unsubscribe } from './endpoints/unsubscribe'

/**
 * Addresses left in the footer's newsletter field. Visitors reach them only through the subscribe,
 * confirm and unsubscribe endpoints (double opt-in, signed links); only admins read or remove them.
 * An address counts once `confirmedAt` is set: the consent's date, given in `language`.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'language', 'confirmedAt', 'createdAt'] },
  access: { create: admins, read: admins, update: admins, delete: admins },
  endpoints: [subscribe, confirm, unsubscribe],
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: LOCALES.map((value) => ({ value, label: value.toUpperCase() })),
    },
    {
      name: 'confirmedAt',
      label: 'Consentement confirmé le',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // When the last confirmation mail was queued: at most one per address every 10 minutes,
      // and an address never confirmed is purged 30 days after it.
      name: 'confirmationSentAt',
      label: 'Confirmation envoyée le',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
