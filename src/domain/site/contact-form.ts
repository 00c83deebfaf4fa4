import * as z from 'zod/mini'

import { LOCALES } from '@/domain/locales'

import { emailFormat } from '../web/email-format'

/** Support form priorities, medium by default: the values of the support form's choices in /cms. */
export const CONTACT_PRIORITIES = ['low', 'medium', 'high'] as const

const text = (min: [number, string], max: [number, string]) =>
  z.string().check(z.trim(), z.minLength(...min), z.maxLength(...max))

/** The /support form's rules and exact messages, shared by the form and the endpoint. */
export const contactSchema = z.object({
  name: text(
    [2, 'Le nom doit contenir au moins 2 caractères'],
    [100, 'Le nom ne peut pas dépasser 100 caractères'],
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(255, "L'email ne peut pas dépasser 255 caractères"),
      emailFormat('Email invalide'),
    ),
  subject: text(
    [5, 'Le sujet doit contenir au moins 5 caractères'],
    [200, 'Le sujet ne peut pas dépasser 200 caractères'],
  ),
  priority: z._default(z.enum(CONTACT_PRIORITIES), 'medium'),
  message: text(
    [20, 'Le message doit contenir au moins 20 caractères'],
    [2000, 'Le message ne peut pas dépasser 2000 caractères'],
  ),
  language: z._default(z.enum(LOCALES), 'fr'),
})

export type ContactInput = z.input<typeof contactSchema>
