import * as z from 'zod/mini'

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
    .check(
      z.overwrite(normalizeNewsletterEmail),
      z.refine(isNewsletterEmail, NEWSLETTER_EMAIL_INVALID),
    ),
  language: z._default(z.enum(LOCALES), 'fr'),
})
