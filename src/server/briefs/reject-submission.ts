import type { Payload, TypedUser } from 'payload'

import { inTransaction } from '@/server/platform/db/transaction'
import { logActivity } from '@/server/activity'
import { lockPendingSubmission, recordDecision } from './submission-decision'

/**
 * Rejects a pending submission for an admin: the submission and its project become rejected, with
 * one activity, in one transaction after locking the submission.
 */
export const rejectSubmission = async (
  payload: Payload,
  admin: TypedUser,
  submissionId: number,
) => {
  await inTransaction(payload, admin, async (req) => {
    const submission = await lockPendingSubmission(
      req,
      admin,
      submissionId,
      () => 'submission.rejectPendingOnly',
    )
    await recordDecision(req, admin, submissionId, 'rejected')
    await logActivity(req, {
      entityType: 'submission',
      entityId: submissionId,
      action: 'submissionRejected',
      note: `${submission.companyName} · ${submission.email}`,
    })
  })
}
