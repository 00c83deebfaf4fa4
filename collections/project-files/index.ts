import type { CollectionConfig } from 'payload'

import { admins } from '@/access/rules'
import { BRIEF_FILE_MIME_TYPES } from '@/domain/submissions/files'

import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'
import { setSubmissionFolder } from './hooks/set-submission-folder'

/**
 * Files attached to a brief. Stored on disk under media/project-files/<submission id>/ (written
 * by the brief, see `src/server/platform/storage`); never publicly readable: the file route checks the
 * collection's read access, which only admins pass.
 */
export const ProjectFiles: CollectionConfig = {
  slug: 'project-files',
  labels: {
    singular: { fr: 'Fichier de brief', en: 'Brief file' },
    plural: { fr: 'Fichiers de brief', en: 'Brief files' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'submission', 'mimeType', 'filesize'],
    listSearchableFields: ['filename'],
  },
  // Visitors' files arrive with their brief (the brief endpoint), never on their own.
  access: { create: admins, read: admins, update: admins, delete: admins },
  upload: {
    // For admins' uploads in the panel (the brief screens its files itself): Payload checks the
    // type the bytes show, and bytes only show a Word 97 file as a compound file.
    mimeTypes: [...BRIEF_FILE_MIME_TYPES, 'application/x-cfb'],
    crop: false,
    focalPoint: false,
    // Names are unique per submission folder, not across the collection: two visitors sending
    // "logo.png" at the same moment must not collide (and neither is renamed).
    filenameCompoundIndex: ['filename', 'prefix'],
  },
  hooks: { beforeChange: [setSubmissionFolder] },
  fields: [
    {
      name: 'submission',
      label: { fr: 'Brief', en: 'Brief' },
      type: 'relationship',
      relationTo: 'project-submissions',
      required: true,
      index: true,
    },
  ],
}
