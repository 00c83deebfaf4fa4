import * as z from 'zod/mini'

import { LOCALES } from '@/domain/locales'
import { PROJECT_TYPES } from '@/domain/projects/type'

import { emailFormat } from '../web/email-format'
import { validationMessage } from '../web/validation-message'
import { BRIEF_LIMITS } from './brief-limits'

/**
 * The brief's messages: keys of the `validation` translations, with their parameters (the
 * collection's own check of the confirmation gives the same message).
 */
export const BRIEF_MESSAGES = {
  firstName: validationMessage('firstNameRequired'),
  lastName: validationMessage('lastNameRequired'),
  companyName: validationMessage('companyNameRequired'),
  email: validationMessage('emailInvalid'),
  phone: validationMessage('phoneInvalid'),
  projectType: validationMessage('projectTypeRequired'),
  businessDescription: validationMessage('minCharsRequired', {
    min: BRIEF_LIMITS.businessDescription.min,
  }),
  briefConfirmed: validationMessage('confirmationRequired'),
}
const maxChars = (max: number) => z.maxLength(max, validationMessage('maxChars', { max }))

/** Trimmed text; a missing or non-text value gets the field's own message, like an empty one. */
const text = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: message }).check(z.trim(), ...checks)
const required = (message: string, { min, max }: { min: number; max: number }) =>
  text(message, z.minLength(min, message), maxChars(max))
const optionalText = ({ max }: { max: number }) =>
  z._default(z.string().check(z.trim(), maxChars(max)), '')
const { businessDescription: description, phone } = BRIEF_LIMITS

/**
 * The /demarrer-projet form's rules and messages, shared by the browser form and the server,
 * which parses again. Text is stored as typed (it is data, never markup).
 */
export const briefSchema = z.object({
  firstName: required(BRIEF_MESSAGES.firstName, BRIEF_LIMITS.firstName),
  lastName: required(BRIEF_MESSAGES.lastName, BRIEF_LIMITS.lastName),
  companyName: required(BRIEF_MESSAGES.companyName, BRIEF_LIMITS.companyName),
  email: text(
    BRIEF_MESSAGES.email,
    z.maxLength(BRIEF_LIMITS.email.max, BRIEF_MESSAGES.email),
    emailFormat(BRIEF_MESSAGES.email),
  ),
  phone: text(
    BRIEF_MESSAGES.phone,
    z.minLength(phone.min, BRIEF_MESSAGES.phone),
    z.maxLength(phone.max, BRIEF_MESSAGES.phone),
  ),
  projectType: z.enum(PROJECT_TYPES, { error: BRIEF_MESSAGES.projectType }),
  businessDescription: text(
    BRIEF_MESSAGES.businessDescription,
    z.minLength(description.min, BRIEF_MESSAGES.businessDescription),
    maxChars(description.max),
  ),
  likedSites: optionalText(BRIEF_LIMITS.likedSites),
  dislikedSites: optionalText(BRIEF_LIMITS.dislikedSites),
  briefConfirmed: z.literal(true, { error: BRIEF_MESSAGES.briefConfirmed }),
  language: z._default(z.enum(LOCALES), 'fr'),
})

/**
 * The id the form gives one brief, sent with each try: the server stores a brief once per key, so
 * a try whose answer was lost can be sent again. Briefs without one (older pages) are accepted.
 */
export const briefSendKeySchema = z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)))

export type BriefInput = z.input<typeof briefSchema>
export type Brief = z.output<typeof briefSchema>
