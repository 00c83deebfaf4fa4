import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { UPDATE_STATUS_LABELS } from '@/domain/updates/status'

import { optionsOf } from '../_shared/options'

/** Progress notes the studio posts on a project; the client reads its own as a timeline. */
export const ProjectUpdates: CollectionConfig = {
  slug: 'project-updates',
  admin: {
    useAsTitle: 'updateNote',
    defaultColumns: ['updateNote', 'project', 'status', 'createdAt'],
  },
  access: { create: admins, read: adminsOrOwnerAt('project.user'), update: admins, delete: admins },
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'client-projects',
      required: true,
      index: true,
    },
    { name: 'updateNote', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf(UPDATE_STATUS_LABELS),
    },
  ],
}
