import { randomUUID } from 'node:crypto'

import type { CollectionConfig } from 'payload'

import { clientOnOwnRequest } from '@/access/project-files'
import { admins, adminsOrOwnerAt, nobody, nobodyField } from '@/access/rules'
import { MESSAGE_MAX_ATTACHMENTS } from '@/domain/files/file-rules'
import { MESSAGE_MAX_LENGTH } from '@/domain/files/message-schema'

import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'

import { markReadEndpoint, postMessageEndpoint, unreadEndpoint } from './endpoints'
import { stampMessage } from './hooks/stamp-message'

const systemOnly = { create: nobodyField, update: nobodyField }

/**
 * The conversation of a change request: the client and the studio post plain text (shown as
 * text, links made safe by the page) with attachments from `deliverable-files`. Messages are
 * never edited; the thread of a finished request stays readable and takes no new message.
 */
export const RequestMessages: CollectionConfig = {
  slug: 'request-messages',
  labels: {
    singular: { fr: 'Message', en: 'Message' },
    plural: { fr: 'Messages des demandes', en: 'Request messages' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'body',
    defaultColumns: ['request', 'author', 'body', 'createdAt'],
    listSearchableFields: ['body'],
  },
  access: {
    create: clientOnOwnRequest,
    read: adminsOrOwnerAt('project.user'),
    update: nobody,
    delete: admins,
  },
  // A second send with the same key finds the first message (see the post endpoint); the
  // database refuses a duplicate that slipped past.
  indexes: [{ fields: ['author', 'key'], unique: true }],
  hooks: { beforeChange: [stampMessage] },
  endpoints: [unreadEndpoint, markReadEndpoint, postMessageEndpoint],
  fields: [
    {
      name: 'request',
      label: { fr: 'Demande', en: 'Request' },
      type: 'relationship',
      relationTo: 'client-requests',
      required: true,
      index: true,
    },
    {
      name: 'project',
      label: { fr: 'Projet', en: 'Project' },
      type: 'relationship',
      relationTo: 'client-projects',
      index: true,
      admin: { readOnly: true },
      access: systemOnly,
    },
    {
      name: 'author',
      label: { fr: 'Auteur', en: 'Author' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
      access: systemOnly,
    },
    {
      name: 'body',
      label: { fr: 'Message', en: 'Message' },
      type: 'textarea',
      required: true,
      maxLength: MESSAGE_MAX_LENGTH,
    },
    {
      name: 'attachments',
      label: { fr: 'Pièces jointes', en: 'Attachments' },
      type: 'relationship',
      relationTo: 'deliverable-files',
      hasMany: true,
      maxRows: MESSAGE_MAX_ATTACHMENTS,
    },
    {
      name: 'key',
      label: { fr: 'Clé d’envoi', en: 'Send key' },
      type: 'text',
      required: true,
      maxLength: 64,
      // The app's form sends its own; a message written in the panel gets one here.
      defaultValue: () => randomUUID(),
      admin: { readOnly: true },
    },
  ],
}
