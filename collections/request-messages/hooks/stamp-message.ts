import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isOpenRequest } from '@/domain/requests/status'
import { apiT } from '@/server/platform/i18n/request-language'

const idOf = (value: unknown) =>
  Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/**
 * On posting: the author is whoever posts, the project is the request's (what read access
 * filters on). A finished request takes no new message (its thread stays readable), and an
 * attachment must be a file of the same project: another project's file id is answered as missing.
 */
export const stampMessage: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const t = apiT(req)
  // System lookup: `create` access already checked the poster may reach this request.
  const request = await req.payload.findByID({
    collection: 'client-requests',
    id: idOf(data.request),
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!isOpenRequest(request.status)) throw new APIError(t('threadClosed'), 409, null, true)
  const projectId = idOf(request.project)
  data.project = projectId
  data.author = req.user?.id ?? null
  const attachments = ((data.attachments as unknown[] | undefined) ?? []).map(idOf)
  if (attachments.length) {
    const { totalDocs } = await req.payload.count({
      collection: 'deliverable-files',
      where: { and: [{ id: { in: attachments } }, { project: { equals: projectId } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs !== new Set(attachments).size) {
      throw new APIError(t('fileNotFound'), 404, null, true)
    }
  }
  return data
}
