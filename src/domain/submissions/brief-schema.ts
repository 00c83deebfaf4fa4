import { z } from 'zod'

import { LOCALES } from '@/domain/locales'
import { PROJECT_TYPES } from '@/domain/projects/type'

/** Spec §5/§9: the description needs 100 characters; the page counts them as the visitor types. */
export const BRIEF_DESCRIPTION_MIN = 100
export const BRIEF_DESCRIPTION_MAX = 5000

/** A missing or non-text value gets the field's own message, like an empty one. */
const text = (message: string) => z.string({ error: message }).trim()
const required = (message: string, max: number) =>
  text(message).min(2, message).max(max, `Maximum ${max} caractères`)

/**
 * The /demarrer-projet form's rules and exact messages (spec §5), shared by the browser form and
 * the server, which parses again. Text is stored as typed (it is data, never markup).
 */
export const briefSchema = z.object({
  firstName: required('Prénom requis', 100),
  lastName: required('Nom requis', 100),
  companyName: required("Nom de l'entreprise requis", 200),
  email: text('Email invalide').max(254, 'Email invalide').email('Email invalide'),
  phone: text('Numéro invalide').min(10, 'Numéro invalide').max(40, 'Numéro invalide'),
  projectType: z.enum(PROJECT_TYPES, { error: 'Type de projet requis' }),
  businessDescription: text('Minimum 100 caractères requis')
    .min(BRIEF_DESCRIPTION_MIN, 'Minimum 100 caractères requis')
    .max(BRIEF_DESCRIPTION_MAX, `Maximum ${BRIEF_DESCRIPTION_MAX} caractères`),
  likedSites: z.string().trim().max(2000, 'Maximum 2000 caractères').default(''),
  dislikedSites: z.string().trim().max(2000, 'Maximum 2000 caractères').default(''),
  briefConfirmed: z.literal(true, { error: 'Confirmation requise' }),
  language: z.enum(LOCALES).default('fr'),
})

export type BriefInput = z.input<typeof briefSchema>
export type Brief = z.output<typeof briefSchema>
