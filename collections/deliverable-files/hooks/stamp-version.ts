import { APIError, Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { isAdmin } from '@/access/roles'
import { lockRow } from '@/server/platform/db/lock'
import { apiT } from '@/server/platform/i18n/request-language'

const idOf = (value: unknown) =>
  Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/**
 * On upload: the file goes to its project's folder, names its uploader and, for a deliverable,
 * takes the next version number. The deliverable is locked first, so two versions sent at the
 * same moment get 2 and 3, never 2 twice. A deliverable of another project is answered like a
 * missing one; a client adds versions to its own assets only, never to the studio's deliverables.
 */
export const stampVersion: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const projectId = idOf(data.project)
  data.prefix = String(projectId)
  data.uploadedBy = req.user?.id ?? null
  if (data.deliverable === undefined || data.deliverable === null) return data

  const deliverableId = idOf(data.deliverable)
  // System lookup: the project's access was checked by `create`; the deliverable must be its own.
  const deliverable = await req.payload
    .findByID({
      collection: 'deliverables',
      id: deliverableId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    .catch(() => null)
  if (!deliverable || idOf(deliverable.project) !== projectId) {
    throw new APIError(apiT(req)('fileNotFound'), 404, null, true)
  }
  if (req.user && !isAdmin(req.user) && deliverable.kind !== 'client') throw new Forbidden(req.t)
  await lockRow(req, 'deliverables', deliverableId)
  const { docs } = await req.payload.find({
    collection: 'deliverable-files',
    where: { deliverable: { equals: deliverableId } },
    sort: '-version',
    limit: 1,
    depth: 0,
    select: { version: true },
    overrideAccess: true,
    req,
  })
  data.version = (docs[0]?.version ?? 0) + 1
  return data
}
