import type { Endpoint } from 'payload'

import { newsletterSchema } from '@/domain/site/newsletter'
import { NEWSLETTER_EMAIL_INVALID } from '@/domain/site/newsletter-email'
import { validationT } from '@/server/platform/i18n/request-language'
import { subscribeToNewsletter } from '@/server/newsletter'
import { enforceRateLimit } from '@/server/platform/security/rate-limit'

/**
 * POST /api/newsletter-subscribers/subscribe { email, language }: stores the address unconfirmed
 * and sends it a confirmation link. The answer is the same whether the address was new, waiting
 * or already confirmed: it never tells a visitor who is subscribed.
 */
export const subscribe: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'newsletter')
    const parsed = newsletterSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? NEWSLETTER_EMAIL_INVALID
      return Response.json({ message: validationT(req)(message) }, { status: 400 })
    }
    await subscribeToNewsletter(req.payload, parsed.data.email, parsed.data.language)
    return Response.json({ subscribed: true }, { status: 200 })
  },
}
