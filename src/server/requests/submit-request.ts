import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload, TypedUser } from 'payload'

import type { ChangeRequest } from '@/domain/requests/request-schema'
import { DEFAULT_REQUEST_STATUS } from '@/domain/requests/status'

import { startJobsNow } from '../jobs/run-now'

/**
 * A client's change request on one of its projects (spec §2 /espace-client/demandes): created for
 * the client with its own access (another client's project is refused), Pending with its SLA clock
 * running from now, and the studio's e-mail queued in the same transaction, sent after commit.
 */
export const submitChangeRequest = async (
  payload: Payload,
  user: TypedUser,
  input: ChangeRequest,
) => {
  const req = await createLocalReq({ user }, payload)
  await initTransaction(req)
  try {
    const request = await payload.create({
      collection: 'client-requests',
      // Pending is the default; a client could not set another status (admins' field) anyway.
      data: { ...input, status: DEFAULT_REQUEST_STATUS },
      user,
      overrideAccess: false,
      req,
    })
    const job = await payload.jobs.queue({
      task: 'notifyStudioOfRequest',
      input: { requestId: request.id },
      req,
    })
    await commitTransaction(req)
    startJobsNow(payload, [job.id])
    return request
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
