import type { CollectionConfig } from 'payload'

import { clientOnOwnProject } from '@/access/client-requests'
import { adminField, admins, adminsOrOwnerAt, nobodyField } from '@/access/rules'
import { DEFAULT_REQUEST_STATUS, REQUEST_STATUS_LABELS } from '@/domain/requests/status'

import { optionsOf } from '../_shared/options'
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
  admin: {
    useAsTitle: 'pageConcerned',
    defaultColumns: ['pageConcerned', 'project', 'status', 'assignee', 'createdAt'],
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
      type: 'relationship',
      relationTo: 'client-projects',
      required: true,
      index: true,
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true, description: 'Le client du projet, renseigné automatiquement.' },
      access: { create: nobodyField, update: nobodyField },
    },
    { name: 'pageConcerned', type: 'text', required: true, maxLength: 200 },
    { name: 'changeDescription', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_REQUEST_STATUS,
      options: optionsOf(REQUEST_STATUS_LABELS),
      index: true,
      access: { create: adminField, update: adminField },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { equals: 'admin' } },
      access: { create: adminField, update: adminField },
    },
    {
      name: 'resolvedAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'slaHours',
      type: 'number',
      virtual: true,
      admin: {
        readOnly: true,
        description: 'Heures écoulées depuis la création, jusqu’à la résolution.',
      },
      hooks: { afterRead: [computeSlaHours] },
    },
  ],
}
