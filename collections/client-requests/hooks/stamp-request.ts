import type { CollectionBeforeChangeHook } from 'payload'

import { resolvedAtFor } from '@/domain/requests/resolution'

/**
 * Fills what nobody types: the request's client is its project's owner, and resolvedAt follows
 * the status (set when it becomes Done, cleared if it is reopened).
 */
export const stampRequest: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'create' && data.project !== undefined) {
    const projectId = typeof data.project === 'object' ? data.project.id : data.project
    // System lookup: the caller's access to the project was already checked by `create` access.
    const project = await req.payload.findByID({
      collection: 'client-projects',
      id: projectId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    data.user = typeof project.user === 'object' && project.user ? project.user.id : project.user
  }
  const status = data.status ?? originalDoc?.status
  data.resolvedAt = resolvedAtFor(
    status,
    originalDoc?.status,
    originalDoc?.resolvedAt ?? null,
    new Date(),
  )
  return data
}
