import type { CollectionConfig } from 'payload'

import { adminField, admins } from '@/access/rules'
import { LOCALES } from '@/domain/locales'
import { PROJECT_TYPE_LABELS } from '@/domain/projects/type'
import { BRIEF_LIMITS } from '@/domain/submissions/brief-schema'
import { SUBMISSION_STATUS_LABELS } from '@/domain/submissions/status'

import { optionsOf } from '../_shared/options'
import { submitBriefEndpoint } from './endpoints/brief'
import { approveEndpoint, rejectEndpoint } from './endpoints/decide'

/** A field's lengths as the brief's form has them: one set of limits for the form and the panel. */
const lengths = (field: keyof typeof BRIEF_LIMITS) => {
  const limits: { min?: number; max: number } = BRIEF_LIMITS[field]
  return { minLength: limits.min, maxLength: limits.max }
}

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
        { name: 'firstName', type: 'text', required: true, ...lengths('firstName') },
        { name: 'lastName', type: 'text', required: true, ...lengths('lastName') },
      ],
    },
    { name: 'companyName', type: 'text', required: true, ...lengths('companyName') },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true, ...lengths('phone') },
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
      ...lengths('businessDescription'),
    },
    { name: 'likedSites', type: 'textarea', ...lengths('likedSites') },
    { name: 'dislikedSites', type: 'textarea', ...lengths('dislikedSites') },
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
