import type { Endpoint, PayloadRequest } from 'payload'

import { adminExists, claimFirstAdmin } from '@/server/accounts'
import { apiT } from '@/server/platform/i18n/request-language'

const signedInOnly = (req: PayloadRequest) =>
  Response.json({ message: apiT(req)('account.signInRequired') }, { status: 401 })

/**
 * /api/users/first-setup: GET tells a signed-in user whether an admin exists; POST claims the
 * admin role while none does (the /first-setup page).
 */
export const firstSetupStatus: Endpoint = {
  path: '/first-setup',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return signedInOnly(req)
    return Response.json({ adminExists: await adminExists(req.payload) })
  },
}

export const firstSetupClaim: Endpoint = {
  path: '/first-setup',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return signedInOnly(req)
    const claim = await claimFirstAdmin(req.payload, req.user)
    const t = apiT(req)
    return claim === 'promoted'
      ? Response.json({ status: claim, message: t('account.adminClaimed') })
      : Response.json({ status: claim, message: t('account.adminExists') }, { status: 409 })
  },
}
