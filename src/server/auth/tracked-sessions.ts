import { type AuthStrategy, JWTAuthentication } from 'payload'

import { touchSession } from './account-sessions'

/**
 * Payload's own JWT strategy (cookie or `Authorization: JWT`), which honours a token only while its
 * session is on the account's list, plus a note of when the session was last used for the account
 * page's list. Listed before Payload's built-in copy, which then only runs for requests this one
 * found no account for.
 */
export const trackedSessions: AuthStrategy = {
  name: 'tracked-jwt',
  authenticate: async (args) => {
    const result = await JWTAuthentication(args)
    const sid = (result.user as { _sid?: unknown } | null)?._sid
    if (typeof sid === 'string') await touchSession(args.payload, sid)
    return result
  },
}
