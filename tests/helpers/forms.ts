import crypto from 'node:crypto'

import type { Payload } from 'payload'

// Relative imports: the e2e specs, outside the app's path aliases, build forms with it too.
import { SUPPORT_FORM_SLUG } from '../../src/domain/forms/form-settings'
import { plainRichText as richText } from '../../src/domain/content/rich-text'

/** A small form an editor builds: an event sign-up, mailed to `recipient`. */
export const signUpFormData = (recipient = 'events@test.example.com') => ({
  title: 'Inscription à l’atelier',
  slug: `atelier-${crypto.randomBytes(4).toString('hex')}`,
  _status: 'published' as const,
  fields: [
    { blockType: 'text' as const, name: 'fullName', label: 'Nom complet', required: true },
    { blockType: 'email' as const, name: 'email', label: 'E-mail', required: true },
    { blockType: 'number' as const, name: 'seats', label: 'Places' },
    {
      blockType: 'select' as const,
      name: 'session',
      label: 'Session',
      required: true,
      options: [
        { label: 'Matin', value: 'morning' },
        { label: 'Après-midi', value: 'afternoon' },
      ],
    },
    {
      blockType: 'checkbox' as const,
      name: 'consent',
      label: 'J’accepte d’être recontacté',
      required: true,
    },
    { blockType: 'textarea' as const, name: 'notes', label: 'Remarques' },
  ],
  submitButtonLabel: 'S’inscrire',
  confirmationMessage: richText('Merci, votre place est réservée.'),
  emails: [
    {
      emailTo: recipient,
      replyTo: '{{email}}',
      subject: 'Inscription : {{fullName}} ({{session}})',
      message: richText('{{fullName}} <{{email}}> réserve {{seats}} place(s). {{notes}}'),
    },
  ],
})

/** The support form the forms migration created. */
export const supportForm = async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { slug: { equals: SUPPORT_FORM_SLUG } },
    overrideAccess: true,
    limit: 1,
  })
  if (!docs[0]) throw new Error('the support form is missing: did the forms migration run?')
  return docs[0]
}
