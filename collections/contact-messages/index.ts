import type { CollectionConfig } from 'payload'

import { admins } from '@/access/rules'
import { CONTACT_PRIORITIES } from '@/domain/site/contact-form'
import { LOCALES } from '@/domain/locales'

import { sendContactMessage } from './endpoints/send'

/**
 * Messages sent from the /support form. Visitors write only through the send endpoint; admins
 * read them in the CMS, where a failed notification e-mail shows in the list.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'priority', 'emailStatus', 'createdAt'],
  },
  access: { create: admins, read: admins, update: admins, delete: admins },
  endpoints: [sendContactMessage],
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    {
      name: 'priority',
      type: 'select',
      required: true,
      defaultValue: 'medium',
      options: [
        { value: CONTACT_PRIORITIES[0], label: 'Basse' },
        { value: CONTACT_PRIORITIES[1], label: 'Moyenne' },
        { value: CONTACT_PRIORITIES[2], label: 'Haute' },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: LOCALES.map((value) => ({ value, label: value.toUpperCase() })),
    },
    {
      name: 'emailStatus',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'En cours' },
        { value: 'sent', label: 'Envoyé' },
        { value: 'failed', label: 'Échec' },
      ],
      admin: { readOnly: true, description: 'Envoi de la notification au studio' },
    },
  ],
}
