import type { CollectionConfig } from 'payload'

import { admins } from '@/access/rules'
import { CONTACT_PRIORITIES } from '@/domain/site/contact-form'

import { languageOptions } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'
import { sendContactMessage } from './endpoints/send'

/**
 * Messages sent from the /support form. Visitors write only through the send endpoint; admins
 * read them in the CMS, where a failed notification e-mail shows in the list.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { fr: 'Message de contact', en: 'Contact message' },
    plural: { fr: 'Messages de contact', en: 'Contact messages' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'priority', 'emailStatus', 'createdAt'],
    listSearchableFields: ['subject', 'name', 'email', 'message'],
  },
  access: { create: admins, read: admins, update: admins, delete: admins },
  endpoints: [sendContactMessage],
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'name',
      label: { fr: 'Nom', en: 'Name' },
      type: 'text',
      required: true,
      maxLength: 100,
    },
    { name: 'email', label: { fr: 'E-mail', en: 'Email' }, type: 'email', required: true },
    {
      name: 'subject',
      label: { fr: 'Sujet', en: 'Subject' },
      type: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'priority',
      label: { fr: 'Priorité', en: 'Priority' },
      type: 'select',
      required: true,
      defaultValue: 'medium',
      options: [
        { value: CONTACT_PRIORITIES[0], label: { fr: 'Basse', en: 'Low' } },
        { value: CONTACT_PRIORITIES[1], label: { fr: 'Moyenne', en: 'Medium' } },
        { value: CONTACT_PRIORITIES[2], label: { fr: 'Haute', en: 'High' } },
      ],
    },
    {
      name: 'message',
      label: { fr: 'Message', en: 'Message' },
      type: 'textarea',
      required: true,
      maxLength: 2000,
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
      name: 'emailStatus',
      label: { fr: 'Notification', en: 'Notification' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: { fr: 'En cours', en: 'Pending' } },
        { value: 'sent', label: { fr: 'Envoyé', en: 'Sent' } },
        { value: 'failed', label: { fr: 'Échec', en: 'Failed' } },
      ],
      admin: {
        readOnly: true,
        description: {
          fr: 'Envoi de la notification au studio',
          en: 'Sending of the notification to the studio',
        },
      },
    },
  ],
}
