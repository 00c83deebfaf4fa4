import * as z from 'zod/mini'

import { LOCALES } from '@/domain/locales'
import { PROJECT_TYPES } from '@/domain/projects/type'

import { emailFormat } from '../web/email-format'

/** Spec §5/§9: the description needs 100 characters; the page counts them as the visitor types. */
export const BRIEF_DESCRIPTION_MIN = 100
export const BRIEF_DESCRIPTION_MAX = 5000

/** Trimmed text; a missing or non-text value gets the field's own message, like an empty one. */
const text = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: message }).check(z.trim(), ...checks)
const required = (message: string, max: number) =>
  text(message, z.minLength(2, message), z.maxLength(max, `Maximum ${max} caractères`))
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `Maximum ${max} caractères`)), '')

/**
 * The /demarrer-projet form's rules and exact messages (spec §5), shared by the browser form and
 * the server, which parses again. Text is stored as typed (it is data, never markup).
 */
export const briefSchema = z.object({
  firstName: required('Prénom requis', 100),
  lastName: required('Nom requis', 100),
  companyName: required("Nom de l'entreprise requis", 200),
  email: text('Email invalide', z.maxLength(254, 'Email invalide'), emailFormat('Email invalide')),
  phone: text(
    'Numéro invalide',
    z.minLength(10, 'Numéro invalide'),
    z.maxLength(40, 'Numéro invalide'),
  ),
  projectType: z.enum(PROJECT_TYPES, { error: 'Type de projet requis' }),
  businessDescription: text(
    'Minimum 100 caractères requis',
    z.minLength(BRIEF_DESCRIPTION_MIN, 'Minimum 100 caractères requis'),
    z.maxLength(BRIEF_DESCRIPTION_MAX, `Maximum ${BRIEF_DESCRIPTION_MAX} caractères`),
  ),
  likedSites: optionalText(2000),
  dislikedSites: optionalText(2000),
  briefConfirmed: z.literal(true, { error: 'Confirmation requise' }),
  language: z._default(z.enum(LOCALES), 'fr'),
})

export type BriefInput = z.input<typeof briefSchema>
export type Brief = z.output<typeof briefSchema>
