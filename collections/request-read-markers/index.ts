import type { CollectionConfig } from 'payload'

import { adminsOrMarkerOwner, ownMarkerOnReadableRequest } from '@/access/project-files'
import { admins, nobodyField } from '@/access/rules'

import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'

import { stampMarker } from './hooks/stamp-marker'

/**
 * How far each person has read each request's conversation: messages by someone else posted
 * after `readAt` are unread for them. One row per request and person.
 */
export const RequestReadMarkers: CollectionConfig = {
  slug: 'request-read-markers',
  labels: {
    singular: { fr: 'Marqueur de lecture', en: 'Read marker' },
    plural: { fr: 'Marqueurs de lecture', en: 'Read markers' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    defaultColumns: ['request', 'user', 'readAt'],
    listSearchableFields: ['id'],
  },
  access: {
    create: ownMarkerOnReadableRequest,
    read: adminsOrMarkerOwner,
    update: adminsOrMarkerOwner,
    delete: admins,
  },
  lockDocuments: false,
  indexes: [{ fields: ['request', 'user'], unique: true }],
  hooks: { beforeChange: [stampMarker] },
  fields: [
    {
      name: 'request',
      label: { fr: 'Demande', en: 'Request' },
      type: 'relationship',
      relationTo: 'client-requests',
      required: true,
      index: true,
      access: { update: nobodyField },
    },
    {
      name: 'user',
      label: { fr: 'Personne', en: 'Person' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'readAt',
      label: { fr: 'Lu jusqu’au', en: 'Read up to' },
      type: 'date',
      required: true,
      admin: { date: panelDate('dayAndTime') },
    },
  ],
}
