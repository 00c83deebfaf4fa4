import { type AuthStrategy, JWTAuthentication } from 'payload'

import type { Role } from '@/domain/users/roles'

import { checkSession } from './session-check'

/**
 * Payload's own JWT strategy (cookie or `Authorization: JWT`), which honours a token only while its
 * session is on the account's list, plus this app's check of the session (`checkSession`: a staff
 * session without its second factor is ended; the last use is noted). Listed before Payload's
 * built-in copy, which then only runs for requests this one found no account for: a session this
 * check ended is off the list, so that copy refuses it too.
 */
export const trackedSessions: AuthStrategy = {
  name: 'tracked-jwt',
  authenticate: async (args) => {
    const result = await JWTAuthentication(args)
    const user = result.user as { id: number; role?: Role | null; _sid?: unknown } | null
    if (!user || typeof user._sid !== 'string') return result
    return (await checkSession(args.payload, user, user._sid)) ? result : { user: null }
  },
}
