import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { PENDING_SIGN_IN_MINUTES, secondFactorStep } from '@/domain/auth/second-factor'
import { clientIp } from '@/domain/security/rate-limit'

import type { User } from '../../../../payload-types'
import { env } from '@/server/platform/config/env'
import { lockRow } from '@/server/platform/db/lock'
import { hashTicket } from '../second-factor/secret-box'
import { readSessionEntries, writeSessionEntries } from './session-entries'

/** System code: the auth code alone reads and writes session details (see the collection). */
const system = { overrideAccess: true, depth: 0 } as const

/** The session id a token Payload just signed carries (its own, so no signature check needed). */
const sidOfToken = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
  return typeof claims?.sid === 'string' ? (claims.sid as string) : null
}

export type SignInOutcome = { step: 'none' } | { step: 'verify' | 'enrol'; ticket: string }

/**
 * After a password was accepted (login, or the reset that signs in): records the new session's
 * device and address. When the account needs a second factor, the session is taken off Payload's
 * list, so its token opens nothing (no page, REST call, server action or the CMS) until
 * `activateSession` puts it back; the answer carries a ticket for the second step.
 */
export const recordSignIn = async (
  req: PayloadRequest,
  user: Pick<User, 'id' | 'role'>,
  token: string,
): Promise<SignInOutcome> => {
  const sid = sidOfToken(token)
  if (!sid) throw new Error('Sessions are expected on users (auth.useSessions)')
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: user.id } },
    req,
  })) as User
  const sessions = account.sessions ?? []
  const entry = sessions.find(({ id }) => id === sid)
  if (!entry) throw new Error('The new session is missing from the account')
  const step = secondFactorStep(account.role, Boolean(account.twoFactorEnabledAt))
  const ticket = step === 'none' ? null : randomBytes(32).toString('base64url')
  if (ticket) {
    await writeSessionEntries(
      req,
      user.id,
      sessions.filter(({ id }) => id !== sid),
    )
  }
  const now = new Date()
  await req.payload.create({
    collection: 'session-details',
    data: {
      sid,
      user: user.id,
      userAgent: req.headers?.get('user-agent')?.slice(0, 500) ?? null,
      ip: req.headers ? clientIp(req.headers, env.trustedProxyHops).slice(0, 64) : null,
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(entry.expiresAt).toISOString(),
      ticketHash: ticket && hashTicket(ticket),
      pendingUntil:
        ticket && new Date(now.getTime() + PENDING_SIGN_IN_MINUTES * 60_000).toISOString(),
      secondFactorAt: null,
    },
    req,
    ...system,
  })
  await forgetEndedSessions(req, user.id, sessions.map(({ id }) => id).concat(sid), now)
  return ticket ? { step: step as 'verify' | 'enrol', ticket } : { step: 'none' }
}

/**
 * Details of the account's sessions that ended (signed out, expired, ended from another device)
 * and of sign-ins that never got their code: the devices and addresses are not kept past them.
 */
const forgetEndedSessions = async (
  req: PayloadRequest,
  userId: number,
  liveSids: string[],
  now: Date,
) => {
  await req.payload.delete({
    collection: 'session-details',
    where: {
      and: [
        { user: { equals: userId } },
        { sid: { not_in: liveSids } },
        {
          or: [
            { pendingUntil: { exists: false } },
            { pendingUntil: { less_than: now.toISOString() } },
          ],
        },
      ],
    },
    req,
    ...system,
  })
}

/** The sign-in waiting for its second factor that `ticket` names, if still in time. */
export const findPendingSignIn = async (req: PayloadRequest, ticket: string) => {
  const { docs } = await req.payload.find({
    collection: 'session-details',
    where: {
      and: [
        { ticketHash: { equals: hashTicket(ticket) } },
        { pendingUntil: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    req,
    ...system,
  })
  const row = docs[0]
  return row ? { id: row.id, sid: row.sid, userId: Number(row.user), row } : null
}
export type PendingSignIn = NonNullable<Awaited<ReturnType<typeof findPendingSignIn>>>

/**
 * The second factor is done: the session goes back on Payload's list (its token now works) and
 * its ticket is spent. Inside the caller's transaction, with the account's row locked.
 */
export const activateSession = async (req: PayloadRequest, pending: PendingSignIn) => {
  await lockRow(req, 'users', pending.userId)
  const sessions = await readSessionEntries(req, pending.userId)
  const createdAt = pending.row.createdAt
  await writeSessionEntries(req, pending.userId, [
    ...sessions.filter(({ id }) => id !== pending.sid),
    { id: pending.sid, createdAt, expiresAt: pending.row.expiresAt },
  ])
  await req.payload.update({
    collection: 'session-details',
    id: pending.id,
    data: { ticketHash: null, pendingUntil: null, secondFactorAt: new Date().toISOString() },
    req,
    ...system,
  })
}

/** Ends every pending sign-in of an account (its lockout, or a reset of its second factor). */
export const dropPendingSignIns = async (req: PayloadRequest, userId: number) => {
  await req.payload.delete({
    collection: 'session-details',
    where: { and: [{ user: { equals: userId } }, { ticketHash: { exists: true } }] },
    req,
    ...system,
  })
}
