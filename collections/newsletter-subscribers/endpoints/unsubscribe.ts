import type { Endpoint } from 'payload'

import { unsubscribeFromNewsletter } from '@/server/newsletter'
import { apiT } from '@/server/platform/i18n/request-language'

/** The token of the mail's one-click link is in the address; the unsubscribe page sends JSON. */
const tokenOf = async (req: Parameters<Endpoint['handler']>[0]) => {
  const inQuery = req.searchParams.get('token')
  if (inQuery) return inQuery
  if (!req.headers.get('content-type')?.includes('application/json')) return null
  const body = (await req.json?.().catch(() => null)) as { token?: unknown } | null
  return body?.token
}

/**
 * POST /api/newsletter-subscribers/unsubscribe: the one-click unsubscribe of RFC 8058 (the mail
 * client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address, token in the query)
 * and the unsubscribe page's button. Idempotent; a forged token is a 400.
 */
export const unsubscribe: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const result = await unsubscribeFromNewsletter(req.payload, await tokenOf(req))
    const unsubscribed = result === 'unsubscribed'
    return Response.json(
      {
        result,
        message: apiT(req)(unsubscribed ? 'newsletterUnsubscribed' : 'newsletterLinkInvalid'),
      },
      { status: unsubscribed ? 200 : 400 },
    )
  },
}
