import type { Endpoint } from 'payload'

import { confirmSubscription } from '@/server/newsletter'
import { apiT } from '@/server/platform/i18n/request-language'

const MESSAGE_KEYS = {
  confirmed: 'newsletterConfirmed',
  invalid: 'newsletterLinkInvalid',
  expired: 'newsletterLinkExpired',
} as const

/**
 * POST /api/newsletter-subscribers/confirm { token }: the confirmation page's button. A link used
 * twice is confirmed twice, without error; a bad or expired one is a 400 that says so.
 */
export const confirm: Endpoint = {
  path: '/confirm',
  method: 'post',
  handler: async (req) => {
    const body = (await req.json?.().catch(() => null)) as { token?: unknown } | null
    const result = await confirmSubscription(req.payload, body?.token)
    return Response.json(
      { result, message: apiT(req)(MESSAGE_KEYS[result]) },
      { status: result === 'confirmed' ? 200 : 400 },
    )
  },
}
