import * as z from 'zod/mini'

import { LOCALES } from '@/domain/locales'

import { emailFormat } from '../web/email-format'
import { validationMessage } from '../web/validation-message'

/** Support form priorities, medium by default: the values of the support form's choices in /cms. */
export const CONTACT_PRIORITIES = ['low', 'medium', 'high'] as const

/** The /support form's lengths in characters, each in its field's own messages. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  subject: { min: 5, max: 200 },
  message: { min: 20, max: 2000 },
} as const

/**
 * Each text field's messages name it: "Le sujet doit contenir au moins 5 caractères"; a missing
 * or non-text value gets the same message as a short one.
 */
const text = (field: 'name' | 'subject' | 'message') => {
  const { min, max } = CONTACT_LIMITS[field]
  const tooShort = validationMessage(`${field}MinChars`, { min })
  return z
    .string({ error: tooShort })
    .check(
      z.trim(),
      z.minLength(min, tooShort),
      z.maxLength(max, validationMessage(`${field}MaxChars`, { max })),
    )
}

/** The /support form's rules and messages, shared by the form and the endpoint. */
export const contactSchema = z.object({
  name: text('name'),
  email: z
    .string({ error: validationMessage('emailInvalid') })
    .check(
      z.trim(),
      z.maxLength(
        CONTACT_LIMITS.email.max,
        validationMessage('emailMaxChars', { max: CONTACT_LIMITS.email.max }),
      ),
      emailFormat(validationMessage('emailInvalid')),
    ),
  subject: text('subject'),
  priority: z._default(z.enum(CONTACT_PRIORITIES), 'medium'),
  message: text('message'),
  language: z._default(z.enum(LOCALES), 'fr'),
})

export type ContactInput = z.input<typeof contactSchema>
