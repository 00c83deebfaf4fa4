import type { Payload, TypedUser } from 'payload'

import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { journalT, logActivity } from '@/server/activity'
import { lockPendingSubmission, recordDecision } from './submission-decision'

/**
 * Rejects a pending submission for an admin: the submission and its project become rejected, with
 * one activity that keeps the reason, in one transaction after locking the submission. A reason
 * given is mailed to the brief's sender, in the brief's language, once the rejection has
 * committed; without one, nothing is mailed.
 */
export const rejectSubmission = async (
  payload: Payload,
  admin: TypedUser,
  submissionId: number,
  reason: string | null,
) => {
  const jobId = await inTransaction(payload, admin, async (req) => {
    const submission = await lockPendingSubmission(
      req,
      admin,
      submissionId,
      () => 'submission.rejectPendingOnly',
    )
    await recordDecision(req, admin, submissionId, 'rejected')
    const note = { company: submission.companyName, email: submission.email, reason }
    await logActivity(req, {
      entityType: 'submission',
      entityId: submissionId,
      action: 'submissionRejected',
      note: journalT()(
        reason ? 'journalEntries.notes.rejectedWithReason' : 'journalEntries.notes.rejected',
        note,
      ),
    })
    if (!reason) return null
    const job = await payload.jobs.queue({
      task: 'sendRejectionEmail',
      input: { submissionId, reason },
      req,
    })
    return job.id
  })
  if (jobId !== null) startJobsNow(payload, [jobId])
  return { mailed: jobId !== null }
}
