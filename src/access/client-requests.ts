import type { Access } from 'payload'

import { isAdmin, isClient } from './roles'

/**
 * Admins create requests anywhere; a client only on a project it owns (checked against the
 * database with the client's own access, so another client's project id is refused).
 */
export const clientOnOwnProject: Access = async ({ req, data }) => {
  const { user } = req
  if (isAdmin(user)) return true
  if (!user || !isClient(user)) return false
  const project = (data as { project?: unknown } | undefined)?.project
  const projectId =
    typeof project === 'object' && project ? (project as { id: unknown }).id : project
  if (typeof projectId !== 'number' && typeof projectId !== 'string') return false
  const { totalDocs } = await req.payload.count({
    collection: 'client-projects',
    where: { and: [{ id: { equals: projectId } }, { user: { equals: user.id } }] },
    overrideAccess: false,
    user,
    req,
  })
  return totalDocs === 1
}
