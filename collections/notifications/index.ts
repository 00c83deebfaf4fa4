import type { CollectionConfig } from 'payload'

import { ownNotifications } from '@/access/notifications'
import { nobody, nobodyField } from '@/access/rules'
import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECT_MAX } from '@/domain/notifications/kinds'

import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'

import { stampRead } from './hooks/stamp-read'

const serverOnly = { create: nobodyField, update: nobodyField }

/**
 * The bell's entries: one row per person and event, written by the server in the event's own
 * transaction (src/server/notifications/notify.ts), never over the API. Its recipient reads it
 * and marks it read; the texts are drawn from `kind` and `subject` in the reader's language.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: {
    singular: { fr: 'Notification', en: 'Notification' },
    plural: { fr: 'Notifications', en: 'Notifications' },
  },
  admin: {
    group: NAV_GROUPS.system,
    hidden: hiddenFromEditors,
    useAsTitle: 'subject',
    defaultColumns: ['kind', 'subject', 'createdAt', 'readAt'],
    listSearchableFields: ['subject'],
  },
  access: {
    create: nobody,
    read: ownNotifications,
    update: ownNotifications,
    delete: nobody,
  },
  lockDocuments: false,
  defaultSort: '-createdAt',
  indexes: [{ fields: ['recipient', 'readAt'] }],
  hooks: { beforeChange: [stampRead] },
  fields: [
    {
      name: 'recipient',
      label: { fr: 'Destinataire', en: 'Recipient' },
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: serverOnly,
    },
    {
      name: 'kind',
      label: { fr: 'Type', en: 'Kind' },
      type: 'select',
      required: true,
      options: optionsOf('notificationKind', NOTIFICATION_KINDS),
      access: serverOnly,
    },
    {
      name: 'subject',
      label: { fr: 'Objet', en: 'Subject' },
      type: 'text',
      required: true,
      maxLength: NOTIFICATION_SUBJECT_MAX,
      access: serverOnly,
    },
    {
      // A path of the site without its language (`/espace-client/factures`): each reader's link
      // is made in its own language.
      name: 'path',
      label: { fr: 'Page liée', en: 'Linked page' },
      type: 'text',
      required: true,
      access: serverOnly,
    },
    {
      name: 'readAt',
      label: { fr: 'Lue le', en: 'Read on' },
      type: 'date',
      admin: { date: panelDate('dayAndTime') },
    },
    {
      // Set when the notification waits for the recipient's digest e-mail; cleared by none.
      name: 'emailWanted',
      label: { fr: 'Attend le résumé par e-mail', en: 'Awaits the e-mail digest' },
      type: 'checkbox',
      defaultValue: false,
      access: serverOnly,
    },
    {
      name: 'emailedAt',
      label: { fr: 'Envoyée par e-mail le', en: 'E-mailed on' },
      type: 'date',
      admin: { readOnly: true, date: panelDate('dayAndTime') },
      access: serverOnly,
    },
  ],
}
