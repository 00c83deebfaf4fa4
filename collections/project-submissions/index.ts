import type { CollectionConfig } from 'payload'

import { adminField, admins } from '@/access/rules'
import { LOCALES } from '@/domain/locales'
import { PROJECT_TYPE_LABELS } from '@/domain/projects/type'
import { SUBMISSION_STATUS_LABELS } from '@/domain/submissions/status'

import { optionsOf } from '../_shared/options'
import { submitBriefEndpoint } from './endpoints/brief'
import { approveEndpoint, rejectEndpoint } from './endpoints/decide'

/**
 * Project briefs sent by visitors from /demarrer-projet, only through the brief endpoint (which
 * stores the brief, its project and its files together); the status is the admins' to change.
 */
export const ProjectSubmissions: CollectionConfig = {
  slug: 'project-submissions',
  admin: {
    useAsTitle: 'companyName',
    defaultColumns: ['companyName', 'firstName', 'lastName', 'email', 'projectType', 'status'],
  },
  access: { create: admins, read: admins, update: admins, delete: admins },
  endpoints: [submitBriefEndpoint, approveEndpoint, rejectEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, minLength: 2, maxLength: 100 },
        { name: 'lastName', type: 'text', required: true, minLength: 2, maxLength: 100 },
      ],
    },
    { name: 'companyName', type: 'text', required: true, minLength: 2, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true, minLength: 10, maxLength: 40 },
      ],
    },
    {
      name: 'projectType',
      type: 'select',
      required: true,
      options: optionsOf(PROJECT_TYPE_LABELS),
    },
    {
      name: 'businessDescription',
      type: 'textarea',
      required: true,
      minLength: 100,
      maxLength: 5000,
    },
    { name: 'likedSites', type: 'textarea', maxLength: 2000 },
    { name: 'dislikedSites', type: 'textarea', maxLength: 2000 },
    {
      name: 'briefConfirmed',
      type: 'checkbox',
      required: true,
      validate: (value: boolean | null | undefined) =>
        value === true ? true : 'Confirmation requise',
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf(SUBMISSION_STATUS_LABELS),
      index: true,
      access: { create: adminField, update: adminField },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: LOCALES.map((value) => ({ value, label: value.toUpperCase() })),
      admin: { description: 'Langue de la page du brief: celle des e-mails au client.' },
    },
    { name: 'project', type: 'join', collection: 'client-projects', on: 'submission' },
    { name: 'files', type: 'join', collection: 'project-files', on: 'submission' },
  ],
}
