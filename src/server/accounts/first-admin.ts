import type { Payload, TypedUser } from 'payload'

import { journalT, logActivity } from '@/server/activity'
import { lockKey } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'

export type FirstAdminClaim = 'promoted' | 'exists'

/** Whether any account holds the admin role yet (the /first-setup page's first question). */
export const adminExists = async (payload: Payload): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    // System read: the page asks before the user is allowed to see any account.
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * The signed-in user becomes the admin if there is none yet. The check and the promotion run in
 * one transaction under one advisory lock, so when many users claim at the same instant exactly
 * one wins, on one instance or several.
 */
export const claimFirstAdmin = async (
  payload: Payload,
  user: TypedUser,
): Promise<FirstAdminClaim> =>
  // Acting as the claimant, so the log names who became the admin.
  inTransaction(payload, user, async (req) => {
    await lockKey(req, 'first-admin')
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      req,
      overrideAccess: true,
    })
    if (totalDocs > 0) return 'exists'
    // System write: a client may never set its own role; this claim is the one exception.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { role: 'admin' },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await logActivity(req, {
      entityType: 'user',
      entityId: user.id,
      action: 'firstAdmin',
      note: journalT()('journalEntries.notes.firstSetup'),
    })
    return 'promoted'
  })
