import type { PayloadRequest } from 'payload'

import type { User } from '../../../../payload-types'
import { updateOneWithoutHooks } from '@/server/platform/db/without-hooks'

type SessionEntry = NonNullable<User['sessions']>[number]

/**
 * Payload's own session entries of an account (`users.sessions`): a token is honoured only while
 * its session id is listed there. Read and written through the database adapter, as Payload's
 * login and logout do, so that no collection hook (password rules, audit) runs for them.
 */
export const readSessionEntries = async (req: PayloadRequest, userId: number) => {
  const user = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })) as User | null
  return user?.sessions ?? []
}

export const writeSessionEntries = async (
  req: PayloadRequest,
  userId: number,
  sessions: SessionEntry[],
) => {
  await updateOneWithoutHooks({
    collection: 'users',
    id: userId,
    // Only the sessions change: the account's `updatedAt` keeps its meaning (a profile change).
    data: { sessions, updatedAt: null },
    req,
  })
}

/** The session ids still valid now. */
export const liveSessions = (sessions: SessionEntry[], now = new Date()) =>
  sessions.filter(({ expiresAt }) => new Date(expiresAt) > now)
