import { z } from 'zod'

import { LOCALES } from '@/domain/locales'

/** The footer's newsletter field, shared by the form and the endpoint (which parses again). */
export const newsletterSchema = z.object({
  email: z.string().trim().toLowerCase().max(254, 'Email invalide').email('Email invalide'),
  language: z.enum(LOCALES).default('fr'),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
