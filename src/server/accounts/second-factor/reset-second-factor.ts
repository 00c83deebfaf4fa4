import type { Payload, TypedUser } from 'payload'

import { endSessions } from '../sessions/account-sessions'
import { NOT_ENROLLED, patchAccount, readAccount } from './second-factor-account'
import { dropPendingSignIns } from '../sessions/sign-in-sessions'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { logActivity } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'

/**
 * An admin resets an account's second factor (a lost phone): in one transaction the secret and
 * recovery codes are erased, every session of the account ends, the audit log records it and the
 * account's e-mail is queued, sent after commit. The account enrols again at its next sign-in
 * (required for staff, optional for clients).
 */
export const resetSecondFactor = async (payload: Payload, admin: TypedUser, userId: number) => {
  const jobId = await inTransaction(payload, admin, async (req) => {
    if (!(await lockRow(req, 'users', userId))) {
      throw new Refusal(404, 'account.notFound')
    }
    const account = await readAccount(req, userId)
    if (!account.twoFactorEnabledAt && !account.twoFactorPendingSecret) {
      throw new Refusal(409, 'secondFactor.accountNotEnabled')
    }
    await patchAccount(req, userId, NOT_ENROLLED)
    await endSessions(req, userId, () => true)
    await dropPendingSignIns(req, userId)
    await logActivity(req, {
      entityType: 'user',
      entityId: userId,
      action: 'secondFactorReset',
      note: account.email,
    })
    const job = await payload.jobs.queue({ task: 'sendSecondFactorReset', input: { userId }, req })
    return job.id
  })
  startJobsNow(payload, [jobId])
}
