import type { CollectionConfig } from 'payload'

import { clientOnOwnProject } from '@/access/client-requests'
import { adminField, admins, adminsOrOwnerAt, nobodyField } from '@/access/rules'
import { DEFAULT_REQUEST_STATUS, REQUEST_STATUSES } from '@/domain/requests/status'
import { REQUEST_LIMITS } from '@/domain/requests/request-limits'

import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { serializeUpdates } from '../_shared/serialize-updates'
import { submitRequestEndpoint } from './endpoints/submit'
import { finishEndpoint, startEndpoint } from './endpoints/transitions'
import { computeSlaHours } from './hooks/compute-sla-hours'
import { stampRequest } from './hooks/stamp-request'

/**
 * Change requests a client sends about its project. The client creates them on its own projects
 * only; status, assignee and resolution are the admins'. SLA hours are derived, never typed.
 */
export const ClientRequests: CollectionConfig = {
  slug: 'client-requests',
  labels: {
    singular: { fr: 'Demande de modification', en: 'Change request' },
    plural: { fr: 'Demandes de modification', en: 'Change requests' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'pageConcerned',
    defaultColumns: ['pageConcerned', 'project', 'status', 'assignee', 'createdAt'],
    listSearchableFields: ['pageConcerned', 'changeDescription'],
  },
  access: {
    create: clientOnOwnProject,
    read: adminsOrOwnerAt('project.user'),
    update: admins,
    delete: admins,
  },
  hooks: { beforeOperation: [serializeUpdates('client_requests')], beforeChange: [stampRequest] },
  endpoints: [submitRequestEndpoint, startEndpoint, finishEndpoint],
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
      name: 'user',
      label: { fr: 'Client', en: 'Client' },
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: {
        readOnly: true,
        description: {
          fr: 'Le client du projet, renseigné automatiquement.',
          en: 'The project’s client, filled in automatically.',
        },
      },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'pageConcerned',
      label: { fr: 'Page concernée', en: 'Page concerned' },
      type: 'text',
      required: true,
      maxLength: REQUEST_LIMITS.pageConcerned.max,
    },
    {
      name: 'changeDescription',
      label: { fr: 'Modification souhaitée', en: 'Requested change' },
      type: 'textarea',
      required: true,
      maxLength: REQUEST_LIMITS.changeDescription.max,
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: DEFAULT_REQUEST_STATUS,
      options: optionsOf('requestStatus', REQUEST_STATUSES),
      index: true,
      access: { create: adminField, update: adminField },
    },
    {
      name: 'assignee',
      label: { fr: 'Assignée à', en: 'Assignee' },
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { equals: 'admin' } },
      access: { create: adminField, update: adminField },
    },
    {
      name: 'resolvedAt',
      label: { fr: 'Résolue le', en: 'Resolved on' },
      type: 'date',
      admin: { readOnly: true, date: panelDate('dayAndTime') },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'slaHours',
      label: { fr: 'Délai (heures)', en: 'SLA (hours)' },
      type: 'number',
      virtual: true,
      admin: {
        readOnly: true,
        description: {
          fr: 'Heures écoulées depuis la création, jusqu’à la résolution.',
          en: 'Hours elapsed since creation, until resolution.',
        },
      },
      hooks: { afterRead: [computeSlaHours] },
    },
  ],
}
