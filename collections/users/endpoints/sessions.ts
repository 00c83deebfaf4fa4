import type { Endpoint } from 'payload'
import * as z from 'zod/mini'

import { endSessions, listSessions } from '@/server/accounts'
import { inTransaction } from '@/server/platform/db/transaction'
import { apiT } from '@/server/platform/i18n/request-language'

import { readBody } from '../../_shared/read-body'

const sidOf = (user: unknown) => (user as { _sid?: string } | null)?._sid

/** GET /api/users/sessions: the signed-in account's own open sessions. */
export const mySessions: Endpoint = {
  path: '/sessions',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: apiT(req)('signedOut') }, { status: 401 })
    return Response.json({
      sessions: await listSessions(req, Number(req.user.id), sidOf(req.user)),
    })
  },
}

const endSchema = z.union([
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ others: z.literal(true) }),
])

/**
 * POST /api/users/sessions/end ({ id } or { others: true }): ends one of the account's own
 * sessions, or all but the current one. Another account's session id is simply not found.
 */
export const endMySessions: Endpoint = {
  path: '/sessions/end',
  method: 'post',
  handler: async (req) => {
    const user = req.user
    if (!user) return Response.json({ message: apiT(req)('signedOut') }, { status: 401 })
    const body = await readBody(req, endSchema)
    if ('refusal' in body) return body.refusal
    const current = sidOf(user)
    const ends =
      'id' in body.data
        ? (sid: string) => sid === (body.data as { id: string }).id
        : (sid: string) => sid !== current
    const ended = await inTransaction(req.payload, user, (tx) =>
      endSessions(tx, Number(user.id), ends),
    )
    if ('id' in body.data && ended === 0) {
      return Response.json({ message: apiT(req)('sessionNotFound') }, { status: 404 })
    }
    return Response.json({ ended })
  },
}
