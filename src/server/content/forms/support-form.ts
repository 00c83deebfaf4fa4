import type { Payload, PayloadRequest } from 'payload'

import { plainRichText } from '@/domain/content/rich-text'
import { SUPPORT_FORM_SLUG } from '@/domain/forms/form-settings'
import { withoutDocumentLocks } from '@/server/platform/db/without-document-locks'

const option = (value: string, fr: string, en: string) => ({ value, label: { fr, en } })

/**
 * The /support form as the spec describes it: its fields and labels (fr/en), the confirmation
 * "Nous vous répondrons sous 24h." and the studio's notification e-mail, replying to the visitor.
 * The rules and messages stay the spec's (contact-form.ts); editors change the texts and e-mails.
 */
const supportForm = (recipient: string) => {
  const fields = [
    {
      blockType: 'text',
      name: 'name',
      required: true,
      width: 50,
      label: { fr: 'Nom', en: 'Name' },
    },
    {
      blockType: 'email',
      name: 'email',
      required: true,
      width: 50,
      label: { fr: 'Email', en: 'Email' },
    },
    { blockType: 'text', name: 'subject', required: true, label: { fr: 'Sujet', en: 'Subject' } },
    {
      blockType: 'select',
      name: 'priority',
      required: true,
      defaultValue: 'medium',
      label: { fr: 'Priorité', en: 'Priority' },
      options: [
        option('low', 'Basse', 'Low'),
        option('medium', 'Moyenne', 'Medium'),
        option('high', 'Haute', 'High'),
      ],
    },
    {
      blockType: 'textarea',
      name: 'message',
      required: true,
      label: { fr: 'Message', en: 'Message' },
    },
  ]
  const inLocale = (lang: 'fr' | 'en') => ({
    slug: SUPPORT_FORM_SLUG,
    _status: 'published',
    title: { fr: 'Support', en: 'Support' }[lang],
    fields: fields.map(({ label, options, ...field }) => ({
      ...field,
      label: label[lang],
      ...(options && { options: options.map((o) => ({ value: o.value, label: o.label[lang] })) }),
    })),
    submitButtonLabel: { fr: 'Envoyer le message', en: 'Send the message' }[lang],
    confirmationMessage: plainRichText(
      { fr: 'Nous vous répondrons sous 24h.', en: "We'll respond within 24h." }[lang],
    ),
    emails: [
      {
        emailTo: recipient,
        replyTo: '{{email}}',
        // The studio reads its mails in French: the English texts only mirror them.
        subject: '[Support · {{priority}}] {{subject}}',
        message: plainRichText(
          'De : {{name}} <{{email}}> · priorité {{priority}}',
          'Sujet : {{subject}}',
          '{{message}}',
        ),
      },
    ],
  })
  return inLocale
}

/**
 * Creates the support form when missing, in French then English; an existing one is never
 * touched (editors own it). Used by the migration that brought the form builder and by the seed.
 */
export const ensureSupportForm = async (
  payload: Payload,
  recipient: string,
  req?: PayloadRequest,
) => {
  const existing = await payload.count({
    collection: 'forms',
    where: { slug: { equals: SUPPORT_FORM_SLUG } },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs > 0) return null
  return withoutDocumentLocks(payload, ['forms'], () => createSupportForm(payload, recipient, req))
}

const createSupportForm = async (payload: Payload, recipient: string, req?: PayloadRequest) => {
  const texts = supportForm(recipient)
  const created = await payload.create({
    collection: 'forms',
    locale: 'fr',
    data: texts('fr') as never,
    overrideAccess: true,
    req,
  })
  // Block and e-mail rows keep their ids, so the English texts land on the same rows.
  const english = texts('en')
  await payload.update({
    collection: 'forms',
    id: created.id,
    locale: 'en',
    data: {
      ...english,
      fields: english.fields.map((field, index) => ({
        ...field,
        id: created.fields?.[index]?.id,
        ...(field.options && {
          options: field.options.map((o, at) => ({
            ...o,
            id: (created.fields?.[index] as { options?: { id?: string }[] })?.options?.[at]?.id,
          })),
        }),
      })),
      emails: english.emails.map((email, index) => ({ ...email, id: created.emails?.[index]?.id })),
    } as never,
    overrideAccess: true,
    req,
  })
  return created.id
}
