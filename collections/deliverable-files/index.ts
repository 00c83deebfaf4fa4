import type { CollectionConfig } from 'payload'

import { clientOnOwnProject } from '@/access/client-requests'
import { admins, adminsOrOwnerAt, nobodyField } from '@/access/rules'
import { PROJECT_FILE_MIME_TYPES } from '@/domain/files/file-rules'

import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'

import { screenUpload } from './hooks/screen-upload'
import { stampVersion } from './hooks/stamp-version'

const systemOnly = { create: nobodyField, update: nobodyField }

/**
 * The files of a project: each version of a deliverable (one row per version, numbered by the
 * hook) and the attachments of request messages (no deliverable). Stored on disk under
 * media/deliverables/<project id>/ and served only through Payload's file route after the read
 * access below: the project's client and the admins, nobody else.
 */
export const DeliverableFiles: CollectionConfig = {
  slug: 'deliverable-files',
  labels: {
    singular: { fr: 'Fichier de projet', en: 'Project file' },
    plural: { fr: 'Fichiers de projet', en: 'Project files' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'deliverable', 'version', 'project', 'createdAt'],
    listSearchableFields: ['filename'],
  },
  access: {
    create: clientOnOwnProject,
    read: adminsOrOwnerAt('project.user'),
    update: admins,
    delete: admins,
  },
  upload: {
    // Payload checks the type the bytes show too; the hook applies the size limit of the settings.
    mimeTypes: [...PROJECT_FILE_MIME_TYPES, 'application/x-cfb'],
    crop: false,
    focalPoint: false,
    // One folder per project: a name is unique in its folder, numbered by Payload when repeated.
    filenameCompoundIndex: ['filename', 'prefix'],
  },
  hooks: { beforeOperation: [screenUpload], beforeChange: [stampVersion] },
  fields: [
    {
      name: 'project',
      label: { fr: 'Projet', en: 'Project' },
      type: 'relationship',
      relationTo: 'client-projects',
      required: true,
      index: true,
    },
    {
      name: 'deliverable',
      label: { fr: 'Livrable', en: 'Deliverable' },
      type: 'relationship',
      relationTo: 'deliverables',
      index: true,
      admin: {
        description: {
          fr: 'Vide pour une pièce jointe de message.',
          en: 'Empty for a message attachment.',
        },
      },
    },
    {
      name: 'version',
      label: { fr: 'Version', en: 'Version' },
      type: 'number',
      min: 1,
      admin: { readOnly: true },
      access: systemOnly,
    },
    {
      name: 'uploadedBy',
      label: { fr: 'Envoyé par', en: 'Uploaded by' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
      access: systemOnly,
    },
  ],
}
