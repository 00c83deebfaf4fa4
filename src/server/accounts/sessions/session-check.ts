import type { Payload } from 'payload'

import { secondFactorRequired } from '@/domain/auth/second-factor'
import type { Role } from '@/domain/users/roles'

import { inTransaction } from '@/server/platform/db/transaction'
import { endSessions } from './account-sessions'

const system = { overrideAccess: true, depth: 0 } as const

/** How often a session's "last seen" is written: not on every request. */
const TOUCH_EVERY_MS = 5 * 60_000

/**
 * Runs for every request a session token authenticates. A staff session without a second factor
 * done (one opened before the account was made admin or editor, or before this check existed) is
 * ended on the spot, so no path to a session can skip the code. Otherwise notes when the session
 * was used, at most once per five minutes. Answers whether the session may go on.
 */
export const checkSession = async (
  payload: Payload,
  user: { id: number | string; role?: Role | null },
  sid: string,
  now = new Date(),
) => {
  const { docs } = await payload.find({
    collection: 'session-details',
    where: { sid: { equals: sid } },
    limit: 1,
    pagination: false,
    ...system,
  })
  const details = docs[0]
  if (secondFactorRequired(user.role) && !details?.secondFactorAt) {
    await inTransaction(payload, null, (req) =>
      endSessions(req, Number(user.id), (id) => id === sid),
    )
    return false
  }
  if (details && new Date(details.lastSeenAt).getTime() < now.getTime() - TOUCH_EVERY_MS) {
    await payload.update({
      collection: 'session-details',
      id: details.id,
      data: { lastSeenAt: now.toISOString() },
      ...system,
    })
  }
  return true
}
