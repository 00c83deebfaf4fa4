import * as z from 'zod/mini'

import { personName } from '../auth/schemas'
import { validationMessage } from '../web/validation-message'

/** The lengths of the contact details an account edits itself (its names are AUTH_LIMITS'). */
export const CONTACT_LIMITS = { companyName: 200, phone: { min: 10, max: 40 } } as const

/** A phone number as the brief asks it: 10 to 40 characters, or none. */
export const isPhoneNumber = (value: string) =>
  value.trim().length >= CONTACT_LIMITS.phone.min && value.trim().length <= CONTACT_LIMITS.phone.max

/** An e-mail address as every form of the app checks it. */
export const isEmailAddress = (value: string) => z.regexes.email.test(value.trim())

const maxChars = (max: number) => z.maxLength(max, validationMessage('maxChars', { max }))
const phoneInvalid = validationMessage('phoneInvalid')
const emailInvalid = validationMessage('emailInvalid')

/**
 * The account page's contact details: names required as at sign-up; company, contact e-mail and
 * phone optional (empty clears them), each checked when given. The server's own field rules
 * (users collection) refuse the same.
 */
export const contactDetailsSchema = z.object({
  firstName: personName,
  lastName: personName,
  companyName: z.string().check(z.trim(), maxChars(CONTACT_LIMITS.companyName)),
  contactEmail: z.string({ error: emailInvalid }).check(
    z.trim(),
    z.refine((value) => value === '' || isEmailAddress(value), { message: emailInvalid }),
  ),
  phone: z.string({ error: phoneInvalid }).check(
    z.trim(),
    z.refine((value) => value === '' || isPhoneNumber(value), { message: phoneInvalid }),
  ),
})

/** The contact details an account edits itself, in the form's order. */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'contactEmail',
  'phone',
] as const satisfies readonly (keyof ContactDetailsInput)[]

/** The details that differ between two versions of an account (empty and unset are the same). */
export const changedContactFields = (
  before: Partial<Record<(typeof CONTACT_FIELDS)[number], unknown>>,
  after: Partial<Record<(typeof CONTACT_FIELDS)[number], unknown>>,
) => CONTACT_FIELDS.filter((field) => (before[field] || null) !== (after[field] || null))

export type ContactDetailsInput = z.infer<typeof contactDetailsSchema>
