import type { Payload, TypedUser } from 'payload'

import type { ChangeRequest } from '@/domain/requests/request-schema'
import { DEFAULT_REQUEST_STATUS } from '@/domain/requests/status'

import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { notify, studioAdmins } from '@/server/notifications'

/**
 * A client's change request on one of its projects, from /espace-client/demandes: created for
 * the client with its own access (another client's project is refused), Pending with its SLA clock
 * running from now, the studio's admins notified and its e-mail queued in the same transaction,
 * sent after commit.
 */
export const submitChangeRequest = async (
  payload: Payload,
  user: TypedUser,
  input: ChangeRequest,
) => {
  const { request, jobId } = await inTransaction(payload, user, async (req) => {
    const request = await payload.create({
      collection: 'client-requests',
      // Pending is the default; a client could not set another status (admins' field) anyway.
      data: { ...input, status: DEFAULT_REQUEST_STATUS },
      user,
      overrideAccess: false,
      req,
    })
    await notify(req, await studioAdmins(req), {
      kind: 'clientRequest',
      subject: request.pageConcerned,
      path: `/admin/support/${request.id}`,
    })
    const job = await payload.jobs.queue({
      task: 'notifyStudioOfRequest',
      input: { requestId: request.id },
      req,
    })
    return { request, jobId: job.id }
  })
  startJobsNow(payload, [jobId])
  return request
}
