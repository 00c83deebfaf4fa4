import config from '@payload-config'
import { cookies } from 'next/headers'
import { getPayload, type TypedUser } from 'payload'
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
export const getPortalViewer = cache(async (): Promise<PortalViewer | null> => {
  const user = await getSessionUser()
  if (!user) return null
  const clientId = Number((await cookies()).get(VIEW_AS_COOKIE)?.value)
  if (!isAdmin(user) || !Number.isSafeInteger(clientId) || clientId <= 0) {
    return { user, readOnly: false }
  }
  const payload = await getPayload({ config })
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
export const requireClientArea = async (lang: Locale) => {
  const viewer = await getPortalViewer()
  if (!viewer || !canUsePortal(viewer.user)) return loginRedirect(lang)
  return viewer
}
