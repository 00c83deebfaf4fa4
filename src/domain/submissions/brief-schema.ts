import * as z from 'zod/mini'

import { LOCALES } from '@/domain/locales'
import { PROJECT_TYPES } from '@/domain/projects/type'

import { emailFormat } from '../web/email-format'

/**
 * The brief's lengths in characters, read by the form's schema (browser and server) and by the
 * collection's fields: a limit changed here changes all three. The description's minimum is
 * counted on the page as the visitor types.
 */
export const BRIEF_LIMITS = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  companyName: { min: 2, max: 200 },
  email: { max: 254 },
  phone: { min: 10, max: 40 },
  businessDescription: { min: 100, max: 5000 },
  likedSites: { max: 2000 },
  dislikedSites: { max: 2000 },
} as const

/** The form's field a robot fills in: hidden from people, a brief that has it is refused. */
export const BRIEF_HONEYPOT_FIELD = 'website'

/** Trimmed text; a missing or non-text value gets the field's own message, like an empty one. */
const text = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: message }).check(z.trim(), ...checks)
const required = (message: string, { min, max }: { min: number; max: number }) =>
  text(message, z.minLength(min, message), z.maxLength(max, `Maximum ${max} caractères`))
const optionalText = ({ max }: { max: number }) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `Maximum ${max} caractères`)), '')
const { businessDescription: description, phone } = BRIEF_LIMITS

/**
 * The /demarrer-projet form's rules and messages, shared by the browser form and the server,
 * which parses again. Text is stored as typed (it is data, never markup).
 */
export const briefSchema = z.object({
  firstName: required('Prénom requis', BRIEF_LIMITS.firstName),
  lastName: required('Nom requis', BRIEF_LIMITS.lastName),
  companyName: required("Nom de l'entreprise requis", BRIEF_LIMITS.companyName),
  email: text(
    'Email invalide',
    z.maxLength(BRIEF_LIMITS.email.max, 'Email invalide'),
    emailFormat('Email invalide'),
  ),
  phone: text(
    'Numéro invalide',
    z.minLength(phone.min, 'Numéro invalide'),
    z.maxLength(phone.max, 'Numéro invalide'),
  ),
  projectType: z.enum(PROJECT_TYPES, { error: 'Type de projet requis' }),
  businessDescription: text(
    'Minimum 100 caractères requis',
    z.minLength(description.min, 'Minimum 100 caractères requis'),
    z.maxLength(description.max, `Maximum ${description.max} caractères`),
  ),
  likedSites: optionalText(BRIEF_LIMITS.likedSites),
  dislikedSites: optionalText(BRIEF_LIMITS.dislikedSites),
  briefConfirmed: z.literal(true, { error: 'Confirmation requise' }),
  language: z._default(z.enum(LOCALES), 'fr'),
})

/**
 * The id the form gives one brief, sent with each try: the server stores a brief once per key, so
 * a try whose answer was lost can be sent again. Briefs without one (older pages) are accepted.
 */
export const BRIEF_SEND_KEY_FIELD = 'sendKey'
export const briefSendKeySchema = z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)))

export type BriefInput = z.input<typeof briefSchema>
export type Brief = z.output<typeof briefSchema>
