import type { CollectionConfig } from 'payload'

import { clientOnOwnProject } from '@/access/client-requests'
import { admins, adminsOrOwnerAt, nobodyField } from '@/access/rules'
import { DELIVERABLE_NOTE_MAX, DELIVERABLE_TITLE_MAX } from '@/domain/files/deliverable-schema'
import { DELIVERABLE_KINDS } from '@/domain/files/deliverable-kinds'

import { optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS, panelDate } from '../_shared/panel'
import { approveDeliverableEndpoint } from './endpoints/approve'
import { uploadDeliverableEndpoint } from './endpoints/upload'
import { stampDeliverable } from './hooks/stamp-deliverable'

const systemOnly = { create: nobodyField, update: nobodyField }

/**
 * What a project's client and the studio share: the studio's deliverables (mock-ups, exports,
 * contracts) and the client's assets (logos, texts, photos). Each has its versions in
 * `deliverable-files`. A client creates on its own projects only and never updates: approving a
 * studio deliverable goes through its endpoint, which writes the approval and the audit entry.
 */
export const Deliverables: CollectionConfig = {
  slug: 'deliverables',
  labels: {
    singular: { fr: 'Livrable', en: 'Deliverable' },
    plural: { fr: 'Livrables', en: 'Deliverables' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'project', 'kind', 'createdAt'],
    listSearchableFields: ['title', 'note'],
  },
  access: {
    create: clientOnOwnProject,
    read: adminsOrOwnerAt('project.user'),
    update: admins,
    delete: admins,
  },
  hooks: { beforeValidate: [stampDeliverable] },
  endpoints: [uploadDeliverableEndpoint, approveDeliverableEndpoint],
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
      name: 'kind',
      label: { fr: 'Partagé par', en: 'Shared by' },
      type: 'select',
      required: true,
      defaultValue: 'studio',
      options: optionsOf('deliverableKind', DELIVERABLE_KINDS),
      index: true,
    },
    {
      name: 'title',
      label: { fr: 'Titre', en: 'Title' },
      type: 'text',
      required: true,
      maxLength: DELIVERABLE_TITLE_MAX,
    },
    {
      name: 'note',
      label: { fr: 'Note', en: 'Note' },
      type: 'textarea',
      maxLength: DELIVERABLE_NOTE_MAX,
    },
    {
      name: 'createdBy',
      label: { fr: 'Créé par', en: 'Created by' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
      access: systemOnly,
    },
    {
      name: 'approval',
      label: { fr: 'Approbation', en: 'Approval' },
      type: 'group',
      admin: { readOnly: true },
      // Written by the approve endpoint only, after its own checks.
      access: systemOnly,
      fields: [
        {
          name: 'by',
          label: { fr: 'Approuvé par', en: 'Approved by' },
          type: 'relationship',
          relationTo: 'users',
        },
        {
          name: 'at',
          label: { fr: 'Approuvé le', en: 'Approved on' },
          type: 'date',
          admin: { date: panelDate('dayAndTime') },
        },
        { name: 'version', label: { fr: 'Version', en: 'Version' }, type: 'number', min: 1 },
      ],
    },
  ],
}
