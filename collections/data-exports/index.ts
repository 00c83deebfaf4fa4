import type { Access, CollectionConfig, Where } from 'payload'

import { nobody } from '@/access/rules'

import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { requestExportEndpoint } from './endpoints/request-export'

/**
 * Whoever asked for an export sees it while it is prepared and downloads it while it is valid: a
 * client its own data, an admin the export it ran for a client (a request received by mail).
 * Nobody else, not even another admin: the file holds a person's whole record.
 */
const ownLiveExport: Access = ({ req: { user } }) => {
  if (!user) return false
  const live: Where = {
    or: [
      { status: { equals: 'pending' } },
      { expiresAt: { greater_than: new Date().toISOString() } },
    ],
  }
  return { and: [{ requestedBy: { equals: user.id } }, live] }
}

/**
 * nFADP art. 25: a person's data as a ZIP (a JSON of every row about them and their files), built
 * by the jobs queue and offered for 24 hours to whoever asked. Rows are written by the app only
 * (src/server/privacy); the file is served by Payload's file route after the read access above,
 * from media/data-exports/<export id>/.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: {
    singular: { fr: 'Export de données', en: 'Data export' },
    plural: { fr: 'Exports de données', en: 'Data exports' },
  },
  admin: {
    group: NAV_GROUPS.system,
    hidden: hiddenFromEditors,
    defaultColumns: ['subject', 'requestedBy', 'status', 'expiresAt', 'createdAt'],
    listSearchableFields: ['filename'],
  },
  access: { create: nobody, read: ownLiveExport, update: nobody, delete: nobody },
  lockDocuments: false,
  endpoints: [requestExportEndpoint],
  upload: {
    // The row exists (pending) before its file: the job adds the ZIP when it is built.
    filesRequiredOnCreate: false,
    mimeTypes: ['application/zip'],
    crop: false,
    focalPoint: false,
    // One folder per export (its id): the same name on another day never collides.
    filenameCompoundIndex: ['filename', 'prefix'],
  },
  fields: [
    {
      name: 'subject',
      label: { fr: 'Personne', en: 'Person' },
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    },
    {
      name: 'requestedBy',
      label: { fr: 'Demandé par', en: 'Requested by' },
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    },
    {
      name: 'status',
      label: { fr: 'État', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: { fr: 'En préparation', en: 'Being prepared' } },
        { value: 'ready', label: { fr: 'Prêt', en: 'Ready' } },
      ],
    },
    {
      name: 'expiresAt',
      label: { fr: 'Valable jusqu’au', en: 'Valid until' },
      type: 'date',
      admin: { date: panelDate('dayAndTime') },
    },
  ],
}
