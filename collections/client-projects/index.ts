import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { DEFAULT_PROJECT_STATUS, PROJECT_STATUS_LABELS } from '@/domain/projects/status'
import { PROJECT_TYPE_LABELS } from '@/domain/projects/type'

import { optionsOf } from '../_shared/options'
import { serializeUpdates } from '../_shared/serialize-updates'
import { validateProgress } from '../_shared/validators'
import { deleteProjectRows, deleteProjectSubmission } from './hooks/cascade-project-delete'
import { logProjectChanges } from './hooks/log-project-changes'

/** A client's project, born pending from a brief; admins run it through the seven statuses. */
export const ClientProjects: CollectionConfig = {
  slug: 'client-projects',
  admin: {
    useAsTitle: 'projectName',
    defaultColumns: ['projectName', 'user', 'status', 'plan', 'progressPercentage'],
  },
  access: { create: admins, read: adminsOrOwnerAt('user'), update: admins, delete: admins },
  // The pipeline reads each status's newest projects (src/server/backoffice/pipeline.ts).
  indexes: [{ fields: ['status', 'createdAt'] }],
  hooks: {
    beforeOperation: [serializeUpdates('client_projects')],
    afterChange: [logProjectChanges],
    beforeDelete: [deleteProjectRows],
    afterDelete: [deleteProjectSubmission],
  },
  fields: [
    { name: 'projectName', type: 'text', required: true, maxLength: 200 },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'submission', type: 'relationship', relationTo: 'project-submissions', index: true },
    { name: 'projectType', type: 'select', options: optionsOf(PROJECT_TYPE_LABELS) },
    { name: 'plan', type: 'text', maxLength: 100 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_PROJECT_STATUS,
      options: optionsOf(PROJECT_STATUS_LABELS),
      index: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date' },
        { name: 'estimatedDelivery', type: 'date', index: true },
      ],
    },
    {
      name: 'progressPercentage',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 100,
      validate: validateProgress,
    },
    { name: 'adminOwner', type: 'text', maxLength: 100 },
    { name: 'nextStep', type: 'text', maxLength: 300 },
  ],
}
