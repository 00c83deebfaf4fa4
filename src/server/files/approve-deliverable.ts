import type { Payload, TypedUser } from 'payload'

import { isClient } from '@/access/roles'

import { journalT, logActivity } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { notify, studioAdmins } from '@/server/notifications'

const idOf = (value: unknown) =>
  Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/**
 * The client approves a studio deliverable at its latest version: who, when and which version are
 * kept on the deliverable and written to the audit log, in one transaction. The deliverable is read
 * with the client's access (another project's is not found) and locked, so an approval never
 * names a version uploaded after it was read. A client never approves its own assets. The
 * studio's admins are told in the same transaction.
 */
export const approveDeliverable = async (payload: Payload, user: TypedUser, id: number) =>
  inTransaction(payload, user, async (req) => {
    if (!isClient(user)) throw new Refusal(409, 'approveClientOnly')
    const found = await payload
      .find({
        collection: 'deliverables',
        where: { id: { equals: id } },
        depth: 0,
        limit: 1,
        user,
        overrideAccess: false,
        req,
      })
      .then(({ docs }) => docs[0])
    if (!found) throw new Refusal(404, 'fileNotFound')
    if (found.kind !== 'studio') throw new Refusal(409, 'approveOwnFile')
    await lockRow(req, 'deliverables', id)
    const { docs } = await payload.find({
      collection: 'deliverable-files',
      where: { deliverable: { equals: id } },
      sort: '-version',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const version = docs[0]?.version
    if (!version) throw new Refusal(409, 'approveNoVersion')
    const at = new Date().toISOString()
    // The approval fields are nobody's to type: written here, as system code, after the checks.
    await payload.update({
      collection: 'deliverables',
      id,
      data: { approval: { by: user.id, at, version } },
      overrideAccess: true,
      req,
    })
    await logActivity(req, {
      entityType: 'project',
      entityId: idOf(found.project),
      action: 'deliverableApproved',
      note: journalT()('journalEntries.notes.deliverableVersion', { title: found.title, version }),
    })
    await notify(req, await studioAdmins(req), {
      kind: 'deliverableApproved',
      subject: `${found.title} · v${version}`,
      path: `/admin/projects/${idOf(found.project)}/fichiers`,
    })
    return { version, at }
  })
