import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { UPDATE_STATUSES } from '@/domain/updates/status'

import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'

import { notifyClientOfUpdate } from './hooks/notify-client'

/** Progress notes the studio posts on a project; the client reads its own as a timeline. */
export const ProjectUpdates: CollectionConfig = {
  slug: 'project-updates',
  labels: {
    singular: { fr: 'Suivi de projet', en: 'Project update' },
    plural: { fr: 'Suivis de projet', en: 'Project updates' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'updateNote',
    listSearchableFields: ['updateNote'],
    defaultColumns: ['updateNote', 'project', 'status', 'createdAt'],
  },
  access: { create: admins, read: adminsOrOwnerAt('project.user'), update: admins, delete: admins },
  hooks: { afterChange: [notifyClientOfUpdate] },
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
      name: 'updateNote',
      label: { fr: 'Note de suivi', en: 'Update note' },
      type: 'textarea',
      required: true,
      maxLength: 5000,
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf('updateStatus', UPDATE_STATUSES),
    },
  ],
}
