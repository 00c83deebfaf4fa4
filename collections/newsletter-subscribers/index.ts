import type { CollectionConfig } from 'payload'

import { admins } from '@/access/rules'

import { languageOptions } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
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
  labels: {
    singular: { fr: 'Abonné à la newsletter', en: 'Newsletter subscriber' },
    plural: { fr: 'Abonnés à la newsletter', en: 'Newsletter subscribers' },
  },
  admin: {
    group: NAV_GROUPS.site,
    hidden: hiddenFromEditors,
    useAsTitle: 'email',
    defaultColumns: ['email', 'language', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email'],
  },
  access: { create: admins, read: admins, update: admins, delete: admins },
  endpoints: [subscribe, confirm, unsubscribe],
  fields: [
    {
      name: 'email',
      label: { fr: 'E-mail', en: 'Email' },
      type: 'email',
      required: true,
      unique: true,
    },
    {
      name: 'language',
      label: { fr: 'Langue', en: 'Language' },
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: languageOptions,
    },
    {
      name: 'confirmedAt',
      label: { fr: 'Consentement confirmé le', en: 'Consent confirmed on' },
      type: 'date',
      index: true,
      admin: { date: panelDate('dayAndTime') },
    },
    {
      // When the last confirmation mail was queued: at most one per address every 10 minutes,
      // and an address never confirmed is purged 30 days after it.
      name: 'confirmationSentAt',
      label: { fr: 'Confirmation envoyée le', en: 'Confirmation sent on' },
      type: 'date',
      index: true,
      admin: { date: panelDate('dayAndTime') },
    },
  ],
}
