import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload'

import { describeDevice, type Device } from '@/domain/auth/user-agent'
import { readableAddress } from '@/domain/security/ip-address'

import { lockRow } from '@/server/platform/db/lock'
import { liveSessions, readSessionEntries, writeSessionEntries } from './session-entries'

const system = { overrideAccess: true, depth: 0 } as const

/** A session as the account page lists it. */
export type SessionView = {
  id: string
  current: boolean
  device: Device | null
  ip: string | null
  createdAt: string | null
  lastSeenAt: string | null
}

/** The account's open sessions, the current one first, then the most recently seen. */
export const listSessions = async (
  req: PayloadRequest,
  userId: number,
  currentSid: string | undefined,
): Promise<SessionView[]> => {
  const sessions = liveSessions(await readSessionEntries(req, userId))
  const { docs } = await req.payload.find({
    collection: 'session-details',
    where: { sid: { in: sessions.map(({ id }) => id) } },
    limit: sessions.length || 1,
    pagination: false,
    req,
    ...system,
  })
  const details = new Map(docs.map((row) => [row.sid, row]))
  return sessions
    .map(({ id, createdAt }) => {
      const row = details.get(id)
      return {
        id,
        current: id === currentSid,
        device: describeDevice(row?.userAgent),
        ip: readableAddress(row?.ip),
        createdAt: createdAt ?? null,
        lastSeenAt: row?.lastSeenAt ?? null,
      }
    })
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        String(b.lastSeenAt).localeCompare(String(a.lastSeenAt)),
    )
}

/** The same list for a page's server, for the account signed in on this request. */
export const listSessionsOf = async (payload: Payload, user: TypedUser) =>
  listSessions(
    await createLocalReq({ user }, payload),
    Number(user.id),
    (user as { _sid?: string })._sid,
  )

/**
 * Ends the account's sessions that `ends` picks (their tokens stop working at once) and drops
 * their details. Returns how many ended. Inside the caller's transaction, the account locked.
 */
export const endSessions = async (
  req: PayloadRequest,
  userId: number,
  ends: (sid: string) => boolean,
) => {
  await lockRow(req, 'users', userId)
  const sessions = await readSessionEntries(req, userId)
  const ended = sessions.filter(({ id }) => ends(id)).map(({ id }) => id)
  if (!ended.length) return 0
  await writeSessionEntries(
    req,
    userId,
    sessions.filter(({ id }) => !ended.includes(id)),
  )
  await req.payload.delete({
    collection: 'session-details',
    where: { sid: { in: ended } },
    req,
    ...system,
  })
  return ended.length
}
