import type { CollectionConfig, PayloadRequest } from 'payload'

import { adminField, admins } from '@/access/rules'
import { PROJECT_TYPES } from '@/domain/projects/type'
import { BRIEF_LIMITS, type BriefTextField } from '@/domain/submissions/brief-limits'
import { BRIEF_MESSAGES } from '@/domain/submissions/brief-schema'
import { SUBMISSION_STATUSES } from '@/domain/submissions/status'
import { validationT } from '@/server/platform/i18n/request-language'

import { languageOptions, optionsOf } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'
import { submitBriefEndpoint } from './endpoints/brief'
import { approveEndpoint, rejectEndpoint } from './endpoints/decide'
import { validateSubmissionStatus } from './status-rule'

/** A field's lengths as the brief's form has them: one set of limits for the form and the panel. */
const lengths = (field: BriefTextField) => {
  const limits: { min?: number; max: number } = BRIEF_LIMITS[field]
  return { minLength: limits.min, maxLength: limits.max }
}

/**
 * Project briefs sent by visitors from /demarrer-projet, only through the brief endpoint (which
 * stores the brief, its project and its files together); the status is the admins' to change.
 */
export const ProjectSubmissions: CollectionConfig = {
  slug: 'project-submissions',
  labels: {
    singular: { fr: 'Brief', en: 'Brief' },
    plural: { fr: 'Briefs reçus', en: 'Received briefs' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'companyName',
    defaultColumns: ['companyName', 'firstName', 'lastName', 'projectType', 'status', 'createdAt'],
    listSearchableFields: ['companyName', 'firstName', 'lastName', 'email'],
  },
  access: { create: admins, read: admins, update: admins, delete: admins },
  endpoints: [submitBriefEndpoint, approveEndpoint, rejectEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'firstName',
          label: { fr: 'Prénom', en: 'First name' },
          type: 'text',
          required: true,
          ...lengths('firstName'),
        },
        {
          name: 'lastName',
          label: { fr: 'Nom', en: 'Last name' },
          type: 'text',
          required: true,
          ...lengths('lastName'),
        },
      ],
    },
    {
      name: 'companyName',
      label: { fr: 'Entreprise', en: 'Company' },
      type: 'text',
      required: true,
      ...lengths('companyName'),
    },
    {
      type: 'row',
      fields: [
        { name: 'email', label: { fr: 'E-mail', en: 'Email' }, type: 'email', required: true },
        {
          name: 'phone',
          label: { fr: 'Téléphone', en: 'Phone' },
          type: 'text',
          required: true,
          ...lengths('phone'),
        },
      ],
    },
    {
      name: 'projectType',
      label: { fr: 'Type de projet', en: 'Project type' },
      type: 'select',
      required: true,
      options: optionsOf('projectType', PROJECT_TYPES),
    },
    {
      name: 'businessDescription',
      label: { fr: 'Description de l’activité', en: 'Business description' },
      type: 'textarea',
      required: true,
      ...lengths('businessDescription'),
    },
    {
      name: 'likedSites',
      label: { fr: 'Sites appréciés', en: 'Liked sites' },
      type: 'textarea',
      ...lengths('likedSites'),
    },
    {
      name: 'dislikedSites',
      label: { fr: 'Sites à éviter', en: 'Disliked sites' },
      type: 'textarea',
      ...lengths('dislikedSites'),
    },
    {
      name: 'briefConfirmed',
      label: { fr: 'Brief confirmé', en: 'Brief confirmed' },
      type: 'checkbox',
      required: true,
      validate: (value: boolean | null | undefined, { req }: { req: PayloadRequest }) =>
        value === true ? true : validationT(req)(BRIEF_MESSAGES.briefConfirmed),
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf('submissionStatus', SUBMISSION_STATUSES),
      index: true,
      access: { create: adminField, update: adminField },
      validate: validateSubmissionStatus,
    },
    {
      name: 'language',
      label: { fr: 'Langue', en: 'Language' },
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: languageOptions,
      admin: {
        description: {
          fr: 'Langue de la page du brief : celle des e-mails au client.',
          en: 'Language of the brief’s page: that of the e-mails to the client.',
        },
      },
    },
    {
      // The brief form's own id for one brief: a resend of the same brief (an answer lost on the
      // way) finds the first one instead of storing a second (src/server/briefs).
      name: 'sendKey',
      label: { fr: 'Clé d’envoi', en: 'Send key' },
      type: 'text',
      unique: true,
      maxLength: 64,
      admin: { readOnly: true, hidden: true },
      access: { update: () => false },
    },
    {
      name: 'project',
      label: { fr: 'Projet', en: 'Project' },
      type: 'join',
      collection: 'client-projects',
      on: 'submission',
    },
    {
      name: 'files',
      label: { fr: 'Fichiers', en: 'Files' },
      type: 'join',
      collection: 'project-files',
      on: 'submission',
    },
  ],
}
