import type { Payload, TypedUser } from 'payload'

import { isAdmin, isClient } from '@/access/roles'

import { Refusal } from '@/server/platform/http/refusal'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'

/** An export asked again within this time is the same one (a double click, a replay). */
const SAME_EXPORT_MS = 10 * 60 * 1000

export type ExportRequest = { id: number; status: 'pending' | 'ready'; created: boolean }

/**
 * 'Télécharger mes données': a client asks for its own data, an admin for a client's (a request
 * received by mail). The row is written pending and the job that builds the ZIP is queued in one
 * transaction, under the person's lock; the job starts after the commit. An export of the same
 * person by the same asker in the last 10 minutes is answered instead of a new one.
 */
export const requestExport = async (
  payload: Payload,
  asker: TypedUser,
  subjectId: number,
): Promise<ExportRequest> => {
  if (!isAdmin(asker) && !(isClient(asker) && Number(asker.id) === subjectId)) {
    throw new Refusal(404, 'account.notFound')
  }
  const outcome = await inTransaction(payload, asker, async (req) => {
    if (!(await lockRow(req, 'users', subjectId))) throw new Refusal(404, 'account.notFound')
    const subject = await req.payload.findByID({
      collection: 'users',
      id: subjectId,
      depth: 0,
      req,
      user: asker,
      overrideAccess: false,
    })
    if (subject.role !== 'client' || subject.erasedAt) {
      throw new Refusal(409, 'privacy.exportClientOnly')
    }
    const { docs } = await req.payload.find({
      collection: 'data-exports',
      where: {
        and: [
          { subject: { equals: subjectId } },
          { requestedBy: { equals: asker.id } },
          { createdAt: { greater_than: new Date(Date.now() - SAME_EXPORT_MS).toISOString() } },
        ],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      req,
      // Only the asker's own exports, whatever their state: the collection's read rule.
      user: asker,
      overrideAccess: false,
    })
    const recent = docs[0]
    if (recent) return { id: recent.id, status: recent.status, created: false, jobId: null }
    // Rows are written by the app alone (nobody creates one over the API).
    const row = await req.payload.create({
      collection: 'data-exports',
      data: { subject: subjectId, requestedBy: Number(asker.id), status: 'pending' },
      depth: 0,
      req,
      overrideAccess: true,
    })
    const job = await req.payload.jobs.queue({
      task: 'buildDataExport',
      input: { exportId: row.id },
      req,
    })
    return { id: row.id, status: row.status, created: true, jobId: job.id }
  })
  if (outcome.jobId !== null) startJobsNow(payload, [outcome.jobId])
  return { id: outcome.id, status: outcome.status, created: outcome.created }
}
