import { z } from 'zod'

import { LOCALES } from '@/domain/locales'
import {
  isNewsletterEmail,
  NEWSLETTER_EMAIL_INVALID,
  normalizeNewsletterEmail,
} from '@/domain/site/newsletter-email'

/** What the newsletter endpoint accepts; the footer form checks the same e-mail rule without zod. */
export const newsletterSchema = z.object({
  email: z
    .string()
    .transform(normalizeNewsletterEmail)
    .refine(isNewsletterEmail, NEWSLETTER_EMAIL_INVALID),
  language: z.enum(LOCALES).default('fr'),
})
