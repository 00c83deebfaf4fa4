import type { Endpoint } from 'payload'

import { adminExists, claimFirstAdmin } from '@/server/accounts'

const SIGNED_IN_ONLY = { message: 'Connexion requise' }

/**
 * /api/users/first-setup: GET tells a signed-in user whether an admin exists; POST claims the
 * admin role while none does (the /first-setup page).
 */
export const firstSetupStatus: Endpoint = {
  path: '/first-setup',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json(SIGNED_IN_ONLY, { status: 401 })
    return Response.json({ adminExists: await adminExists(req.payload) })
  },
}

export const firstSetupClaim: Endpoint = {
  path: '/first-setup',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json(SIGNED_IN_ONLY, { status: 401 })
    const claim = await claimFirstAdmin(req.payload, req.user)
    return claim === 'promoted'
      ? Response.json({ status: claim, message: 'Vous êtes maintenant administrateur !' })
      : Response.json({ status: claim, message: 'Un administrateur existe déjà' }, { status: 409 })
  },
}
