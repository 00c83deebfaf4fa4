import { cookies } from 'next/headers'
import type { Payload, TypedUser } from 'payload'
import { cache } from 'react'

import { canUsePortal, isAdmin } from '@/access/roles'
import type { Locale } from '@/domain/locales'

import { getSessionUser, loginRedirect } from '../sessions/session'
import { VIEW_AS_COOKIE } from './view-as-cookie'

export type PortalViewer =
  | { user: TypedUser; readOnly: false }
  | {
      user: TypedUser
      readOnly: true
      admin: TypedUser
    }

/** Who the client area shows: the signed-in account, or the client an admin is viewing. */
export const getPortalViewer = cache(async (payload: Payload): Promise<PortalViewer | null> => {
  const user = await getSessionUser(payload)
  if (!user) return null
  const clientId = Number((await cookies()).get(VIEW_AS_COOKIE)?.value)
  if (!isAdmin(user) || !Number.isSafeInteger(clientId) || clientId <= 0) {
    return { user, readOnly: false }
  }
  const client = await payload.findByID({
    collection: 'users',
    id: clientId,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!client || client.role !== 'client') return { user, readOnly: false }
  return { user: client, readOnly: true, admin: user }
})

/**
 * Guard of the client area: the account whose portal is shown (for an admin viewing a client,
 * that client, read-only).
 */
export const requireClientArea = async (payload: Payload, lang: Locale) => {
  const viewer = await getPortalViewer(payload)
  if (!viewer || !canUsePortal(viewer.user)) return loginRedirect(lang)
  return viewer
}
