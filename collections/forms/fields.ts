import type { ArrayField, Block, BlocksField, Field, TextFieldSingleValidation } from 'payload'

import {
  addressesProblem,
  FORM_SLUG_PATTERN,
  formFieldsProblem,
  SUPPORT_FORM_SLUG,
} from '@/domain/forms/form-settings'

import { pluginField } from '../_shared/plugin-fields'
import { translated } from '../_shared/validators'

type FormData = { slug?: string | null; fields?: { name: string; blockType: string }[] | null }

const emailFieldsOf = (data: unknown) =>
  ((data as FormData | undefined)?.fields ?? [])
    .filter((field) => field.blockType === 'email')
    .map((field) => field.name)

/** A recipient list the plugin would send to as typed: checked when the editor saves. */
const addresses = (required: boolean): TextFieldSingleValidation =>
  translated(
    (value: string | null | undefined, { data }: { data: unknown }) =>
      addressesProblem(value, emailFieldsOf(data), { required }) ?? true,
  )

/**
 * A field block headed by the label visitors read (Payload headed each with an editable block name,
 * "Sans titre" on every one: a name nobody reads, so it is not offered).
 */
const labelledBlock = (block: Block): Block => ({
  ...block,
  admin: {
    ...block.admin,
    disableBlockName: true,
    components: {
      ...block.admin?.components,
      Label: '@/features/cms/field-block-label.client#FieldBlockLabel',
    },
  },
})

/**
 * The form builder's fields, in French and English: the title and an address (slug) for
 * /formulaires/<slug> (the support form's page is /support), the field blocks (at least one, unique names), the button, the confirmation
 * message shown after sending, and the notification e-mails with checked addresses. The plugin's
 * redirect confirmation is left out (the site shows its message), and so are its sender, cc and
 * bcc: mails leave from the studio's own address, which its mail domain vouches for.
 */
export const formFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] => {
  const blocks = pluginField<BlocksField>(defaultFields, 'fields')
  const emails = pluginField<ArrayField>(defaultFields, 'emails')
  const [subject, message] = [
    pluginField(emails.fields, 'subject'),
    pluginField(emails.fields, 'message'),
  ]
  return [
    {
      name: 'title',
      type: 'text',
      label: { fr: 'Titre', en: 'Title' },
      required: true,
      localized: true,
      maxLength: 200,
    },
    {
      name: 'slug',
      type: 'text',
      label: { fr: 'Adresse', en: 'Address' },
      required: true,
      unique: true,
      index: true,
      // The rule, then the form's real addresses on the site as the slug is typed.
      admin: { components: { Description: '@/features/cms/form-address.client#FormAddress' } },
      validate: ((value, { previousValue }) => {
        if (!value || !FORM_SLUG_PATTERN.test(value)) {
          return 'L’adresse ne prend que des minuscules, des chiffres et des tirets (ex. : inscription-atelier).'
        }
        if (previousValue === SUPPORT_FORM_SLUG && value !== SUPPORT_FORM_SLUG) {
          return 'Le formulaire de support garde l’adresse « support » : la page Support le lit par elle.'
        }
        return true
      }) satisfies TextFieldSingleValidation,
    },
    {
      ...blocks,
      blocks: blocks.blocks.map(labelledBlock),
      label: { fr: 'Champs', en: 'Fields' },
      labels: { singular: { fr: 'Champ', en: 'Field' }, plural: { fr: 'Champs', en: 'Fields' } },
      validate: translated(
        (value: unknown, { data }: { data: unknown }) =>
          formFieldsProblem(value as FormData['fields'], (data as FormData).slug ?? undefined) ??
          true,
      ),
    },
    {
      name: 'submitButtonLabel',
      type: 'text',
      label: { fr: 'Texte du bouton d’envoi', en: 'Submit button text' },
      localized: true,
      maxLength: 60,
    },
    {
      name: 'confirmationMessage',
      type: 'richText',
      label: { fr: 'Message de confirmation', en: 'Confirmation message' },
      admin: {
        description: {
          fr: 'Affiché au visiteur une fois sa réponse envoyée.',
          en: 'Shown to the visitor once the answer is sent.',
        },
      },
      localized: true,
      required: true,
    },
    {
      name: 'emails',
      type: 'array',
      label: { fr: 'E-mails de notification', en: 'Notification emails' },
      labels: {
        singular: { fr: 'E-mail', en: 'Email' },
        plural: { fr: 'E-mails', en: 'Emails' },
      },
      admin: {
        description: {
          fr: 'Envoyés à chaque réponse. {{nom}} reprend la valeur du champ « nom », {{*:table}} toutes les réponses.',
          en: 'Sent with each answer. {{name}} inserts the value of the field “name”, {{*:table}} every answer.',
        },
      },
      fields: [
        {
          name: 'emailTo',
          type: 'text',
          label: { fr: 'Destinataires', en: 'Recipients' },
          required: true,
          admin: {
            placeholder: 'contact@studio.ch',
            description: {
              fr: 'Une ou plusieurs adresses séparées par des virgules.',
              en: 'One or more addresses separated by commas.',
            },
          },
          validate: addresses(true),
        },
        {
          name: 'replyTo',
          type: 'text',
          label: { fr: 'Répondre à', en: 'Reply to' },
          admin: { placeholder: '{{email}}' },
          validate: addresses(false),
        },
        {
          ...subject,
          label: { fr: 'Objet', en: 'Subject' },
          defaultValue: 'Nouvelle réponse au formulaire',
          maxLength: 200,
        } as Field,
        { ...message, label: { fr: 'Message', en: 'Message' } } as Field,
      ],
    },
  ]
}
