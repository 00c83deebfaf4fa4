import type { Endpoint } from 'payload'

import { newsletterSchema } from '@/domain/site/newsletter'
import { subscribeToNewsletter } from '@/server/newsletter/subscribe'
import { enforceRateLimit } from '@/server/security/rate-limit'

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
      return Response.json(
        { message: parsed.error.issues[0]?.message ?? 'Email invalide' },
        { status: 400 },
      )
    }
    await subscribeToNewsletter(req.payload, parsed.data.email, parsed.data.language)
    return Response.json({ subscribed: true }, { status: 200 })
  },
}
