import type { PluginConfig } from '@payloadcms/plugin-form-builder/types'
import type {
  ArrayField,
  CollectionBeforeChangeHook,
  Field,
  RelationshipField,
  Validate,
} from 'payload'

import { admins } from '@/access/rules'
import { queueNotificationEmails } from '@/server/content'

import { languageOptions } from '../_shared/options'
import { hiddenFromEditors, NAV_GROUPS } from '../_shared/panel'
import { pluginField } from '../_shared/plugin-fields'

type Row = { field: string; value: string }

/** The list's title: the first answers, e.g. "Camille Dupont · camille@… · Nouveaux horaires". */
const summarize: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const rows = (data.submissionData ?? []) as Row[]
  const summary = rows
    .map((row) => row.value.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ')
  return { ...data, summary: summary.slice(0, 200) || '—' }
}

/**
 * The plugin's `form` and `submissionData` (one row per answered field), labelled, with what the
 * site adds: the sender's address (the first e-mail field's answer, which the privacy export and
 * erasure look up), the page's language, the notification's status and the list's title.
 */
const submissionFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] => {
  const form = pluginField<RelationshipField>(defaultFields, 'form')
  const data = pluginField<ArrayField>(defaultFields, 'submissionData')
  const [field, value] = data.fields as [Field, Field]
  const formExists = form.validate as Validate
  return [
    {
      ...form,
      label: { fr: 'Formulaire', en: 'Form' },
      index: true,
      // The plugin's check that the form exists, with its refusal in French.
      validate: async (id: unknown, options: Parameters<Validate>[1]) =>
        (await formExists(id, options)) === true ? true : 'Ce formulaire n’existe pas.',
    } as Field,
    {
      name: 'summary',
      type: 'text',
      label: { fr: 'Résumé', en: 'Summary' },
      admin: { readOnly: true },
    },
    { name: 'email', type: 'email', label: { fr: 'E-mail', en: 'Email' }, index: true },
    {
      ...data,
      label: { fr: 'Réponses', en: 'Answers' },
      labels: {
        singular: { fr: 'Réponse', en: 'Answer' },
        plural: { fr: 'Réponses', en: 'Answers' },
      },
      fields: [
        { ...field, label: { fr: 'Champ', en: 'Field' } } as Field,
        {
          ...value,
          label: { fr: 'Valeur', en: 'Value' },
          // An empty answer to an optional field is an answer; a missing one is not.
          validate: (answer: unknown) => (typeof answer === 'string' ? true : 'Réponse requise'),
        } as Field,
      ],
    },
    {
      name: 'language',
      type: 'select',
      label: { fr: 'Langue', en: 'Language' },
      required: true,
      defaultValue: 'fr',
      options: languageOptions,
    },
    {
      name: 'emailStatus',
      type: 'select',
      label: { fr: 'Notification', en: 'Notification' },
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: { fr: 'En cours', en: 'Pending' } },
        { value: 'sent', label: { fr: 'Envoyé', en: 'Sent' } },
        { value: 'failed', label: { fr: 'Échec', en: 'Failed' } },
      ],
      admin: {
        readOnly: true,
        description: {
          fr: 'Envoi des e-mails de notification du formulaire',
          en: 'Sending of the form’s notification emails',
        },
      },
    },
  ]
}

/**
 * Answers to the forms (the /support page's and those editors build), the plugin's
 * `form-submissions`. Admins read them in the CMS, as they read the contact messages these
 * replace; visitors write only through POST /api/forms/:slug/submit, which checks the form's rules.
 */
export const formSubmissionOverrides: PluginConfig['formSubmissionOverrides'] = {
  slug: 'form-submissions',
  labels: {
    singular: { fr: 'Réponse à un formulaire', en: 'Form answer' },
    plural: { fr: 'Réponses aux formulaires', en: 'Form answers' },
  },
  admin: {
    group: NAV_GROUPS.clients,
    hidden: hiddenFromEditors,
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'form', 'email', 'emailStatus', 'createdAt'],
    listSearchableFields: ['summary', 'email'],
  },
  access: { create: admins, read: admins, update: admins, delete: admins },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [summarize], afterChange: [queueNotificationEmails] },
  fields: submissionFields,
}
