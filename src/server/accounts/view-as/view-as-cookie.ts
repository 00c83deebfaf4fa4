import type { PayloadRequest } from 'payload'

import { isAdmin } from '@/access/roles'

import { env, isProduction } from '@/server/platform/config/env'

/**
 * "Ouvrir portail comme client": an admin's browser carries the id of the client whose portal it
 * shows. The cookie alone grants nothing: it is honoured only for a signed-in admin, and only for
 * an account whose role is client.
 */
export const VIEW_AS_COOKIE = 'studio-view-as'
const VIEW_AS_SECONDS = 2 * 60 * 60

export const viewAsCookie = (clientId: number | null) =>
  [
    `${VIEW_AS_COOKIE}=${clientId ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${clientId ? VIEW_AS_SECONDS : 0}`,
    ...(isProduction && env.serverUrl.startsWith('https://') ? ['Secure'] : []),
  ].join('; ')

/** The client an admin's browser is viewing, from the request's cookie (null: none). */
export const viewedClientId = (req: PayloadRequest) => {
  const match = new RegExp(`(?:^|;\\s*)${VIEW_AS_COOKIE}=(\\d+)`).exec(
    req.headers.get('cookie') ?? '',
  )
  return match ? Number(match[1]) : null
}

/** Whether an API call comes from an admin's browser while it shows a client's portal. */
export const isViewingAsClient = (req: PayloadRequest) =>
  isAdmin(req.user) && viewedClientId(req) !== null
