import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwnerAt } from '@/access/rules'
import { DEFAULT_PROJECT_STATUS, PROJECT_STATUSES } from '@/domain/projects/status'
import { PROJECT_TYPES } from '@/domain/projects/type'

import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { serializeUpdates } from '../_shared/serialize-updates'
import { validateProgress } from '../_shared/validators'
import { undoStatusEndpoint } from './endpoints/undo-status'
import { deleteProjectRows, deleteProjectSubmission } from './hooks/cascade-project-delete'
import { logProjectChanges } from './hooks/log-project-changes'
import { validateProjectStatus } from './status-rule'

/**
 * A client's project, born pending from a brief; admins run it through the seven statuses, along
 * the domain's transitions.
 */
export const ClientProjects: CollectionConfig = {
  slug: 'client-projects',
  labels: {
    singular: { fr: 'Projet client', en: 'Client project' },
    plural: { fr: 'Projets clients', en: 'Client projects' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'projectName',
    defaultColumns: ['projectName', 'user', 'status', 'plan', 'progressPercentage'],
    listSearchableFields: ['projectName', 'plan', 'adminOwner'],
  },
  access: { create: admins, read: adminsOrOwnerAt('user'), update: admins, delete: admins },
  endpoints: [undoStatusEndpoint],
  // The pipeline reads each status's newest projects (src/server/projects/pipeline.ts).
  indexes: [{ fields: ['status', 'createdAt'] }],
  hooks: {
    beforeOperation: [serializeUpdates('client_projects')],
    afterChange: [logProjectChanges],
    beforeDelete: [deleteProjectRows],
    afterDelete: [deleteProjectSubmission],
  },
  fields: [
    {
      name: 'projectName',
      label: { fr: 'Nom du projet', en: 'Project name' },
      type: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'user',
      label: { fr: 'Client', en: 'Client' },
      type: 'relationship',
      relationTo: 'users',
      index: true,
    },
    {
      name: 'submission',
      label: { fr: 'Brief', en: 'Brief' },
      type: 'relationship',
      relationTo: 'project-submissions',
      index: true,
    },
    {
      name: 'projectType',
      label: { fr: 'Type de projet', en: 'Project type' },
      type: 'select',
      options: optionsOf('projectType', PROJECT_TYPES),
    },
    { name: 'plan', label: { fr: 'Formule', en: 'Plan' }, type: 'text', maxLength: 100 },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: DEFAULT_PROJECT_STATUS,
      options: optionsOf('projectStatus', PROJECT_STATUSES),
      index: true,
      validate: validateProjectStatus,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          label: { fr: 'Début', en: 'Start date' },
          type: 'date',
          admin: { date: panelDate('dayOnly') },
        },
        {
          name: 'estimatedDelivery',
          label: { fr: 'Livraison prévue', en: 'Estimated delivery' },
          type: 'date',
          index: true,
          admin: { date: panelDate('dayOnly') },
        },
      ],
    },
    {
      name: 'progressPercentage',
      label: { fr: 'Avancement de l’étape en cours (%)', en: 'Progress of the current phase (%)' },
      admin: {
        description: {
          fr: 'Le client voit ses étapes et un seul pourcentage : les étapes passées, plus celle-ci à ce point.',
          en: 'The client sees the phases and one percentage: the phases behind, plus this one this far along.',
        },
      },
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 100,
      validate: validateProgress,
    },
    {
      name: 'adminOwner',
      label: { fr: 'Responsable au studio', en: 'Studio owner' },
      type: 'text',
      maxLength: 100,
    },
    {
      name: 'nextStep',
      label: { fr: 'Prochaine étape', en: 'Next step' },
      type: 'text',
      maxLength: 300,
    },
  ],
}
