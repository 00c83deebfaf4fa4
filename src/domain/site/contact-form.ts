import { z } from 'zod'

import { LOCALES } from '@/domain/locales'

/** Support form priorities (spec §5), medium by default. */
export const CONTACT_PRIORITIES = ['low', 'medium', 'high'] as const
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number]

/** The /support form's rules and exact messages (spec §5), shared by the form and the endpoint. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Le nom doit contenir au moins 2 caractères')
    .max(100, 'Le nom ne peut pas dépasser 100 caractères'),
  email: z
    .string()
    .trim()
    .max(255, "L'email ne peut pas dépasser 255 caractères")
    .email('Email invalide'),
  subject: z
    .string()
    .trim()
    .min(5, 'Le sujet doit contenir au moins 5 caractères')
    .max(200, 'Le sujet ne peut pas dépasser 200 caractères'),
  priority: z.enum(CONTACT_PRIORITIES).default('medium'),
  message: z
    .string()
    .trim()
    .min(20, 'Le message doit contenir au moins 20 caractères')
    .max(2000, 'Le message ne peut pas dépasser 2000 caractères'),
  language: z.enum(LOCALES).default('fr'),
})

export type ContactInput = z.input<typeof contactSchema>
