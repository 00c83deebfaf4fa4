import type { Access, Where } from 'payload'

import { isAdmin, isClient } from './roles'

const idOf = (value: unknown): number | string | null => {
  const id = typeof value === 'object' && value ? (value as { id: unknown }).id : value
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/**
 * Admins write anywhere; a client only about a request of its own project (checked against the
 * database with the client's own access, so another client's request id is refused).
 */
export const clientOnOwnRequest: Access = async ({ req, data }) => {
  const { user } = req
  if (isAdmin(user)) return true
  if (!user || !isClient(user)) return false
  const requestId = idOf((data as { request?: unknown } | undefined)?.request)
  if (requestId === null) return false
  const { totalDocs } = await req.payload.count({
    collection: 'client-requests',
    where: { id: { equals: requestId } },
    overrideAccess: false,
    user,
    req,
  })
  return totalDocs === 1
}

/**
 * A read marker: admins reach all of them, a client only its own. Per user, so the studio's
 * reading a thread does not mark it read for the client, nor the other way round.
 */
export const adminsOrMarkerOwner: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (isClient(user) && user) return { user: { equals: user.id } } satisfies Where
  return false
}

/** Read markers are written for a request the writer may read; the hook sets the writer. */
export const ownMarkerOnReadableRequest: Access = clientOnOwnRequest
