import type { Payload, TypedUser } from 'payload'

import { canFinishRequest, canStartRequest } from '@/domain/requests/status'

import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { notify, projectClient } from '@/server/notifications'
import { logActivity } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'

type Transition = 'start' | 'finish'

const RULES = {
  start: {
    allowed: canStartRequest,
    refusal: 'request.startPendingOnly',
    action: 'requestStarted',
  },
  finish: {
    allowed: canFinishRequest,
    refusal: 'request.alreadyDone',
    action: 'requestFinished',
  },
} as const

/**
 * 'Démarrer' (Pending to InProgress, assigned to the acting admin) and 'Terminer' (to Done, resolved
 * now, the client e-mailed after commit), each with its activity and the client's notification, in one transaction on the locked
 * request: two admins clicking at once act once.
 */
const transition = async (
  payload: Payload,
  admin: TypedUser,
  requestId: number,
  kind: Transition,
) => {
  const as = { user: admin, overrideAccess: false } as const
  const rule = RULES[kind]
  const jobId = await inTransaction(payload, admin, async (req) => {
    if (!(await lockRow(req, 'client_requests', requestId))) {
      throw new Refusal(404, 'requestNotFound')
    }
    const request = await payload.findByID({
      collection: 'client-requests',
      id: requestId,
      depth: 0,
      req,
      ...as,
    })
    if (!rule.allowed(request.status)) throw new Refusal(409, rule.refusal)
    await payload.update({
      collection: 'client-requests',
      id: requestId,
      data: kind === 'start' ? { status: 'InProgress', assignee: admin.id } : { status: 'Done' },
      req,
      ...as,
    })
    await logActivity(req, {
      entityType: 'request',
      entityId: requestId,
      action: rule.action,
      note: request.pageConcerned,
    })
    await notify(req, await projectClient(req, Number(request.project)), {
      kind: kind === 'start' ? 'requestStarted' : 'requestDone',
      subject: request.pageConcerned,
      path: `/espace-client/demandes/${requestId}`,
    })
    if (kind === 'start') return null
    const job = await payload.jobs.queue({
      task: 'notifyClientOfResolution',
      input: { requestId },
      req,
    })
    return job.id
  })
  if (jobId) startJobsNow(payload, [jobId])
}

export const startRequest = (payload: Payload, admin: TypedUser, id: number) =>
  transition(payload, admin, id, 'start')

export const finishRequest = (payload: Payload, admin: TypedUser, id: number) =>
  transition(payload, admin, id, 'finish')
