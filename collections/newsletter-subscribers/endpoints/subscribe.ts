import type { Endpoint, Payload } from 'payload'

import { newsletterSchema } from '@/domain/site/newsletter'
import { enforceRateLimit } from '@/server/security/rate-limit'

const isSubscribed = async (payload: Payload, email: string) =>
  (
    await payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs > 0

/**
 * POST /api/newsletter-subscribers/subscribe { email, language }: stores the address once.
 * Subscribing again is a success, not an error and not a second row; the answer never tells
 * whether the address was already there.
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
    const { email, language } = parsed.data
    // System write: visitors may not create rows through the collection, only through this use case.
    if (!(await isSubscribed(req.payload, email))) {
      try {
        await req.payload.create({
          collection: 'newsletter-subscribers',
          data: { email, language },
          overrideAccess: true,
        })
      } catch (error) {
        // Two submissions at the same instant: the unique index kept one row, which is the goal.
        if (!(await isSubscribed(req.payload, email))) throw error
      }
    }
    return Response.json({ subscribed: true }, { status: 200 })
  },
}
