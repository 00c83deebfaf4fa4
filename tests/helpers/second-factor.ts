import { generate } from 'otplib'
import type { Payload } from 'payload'

import { activateSession, findPendingSignIn } from '@/server/accounts/sessions/sign-in-sessions'
import { inTransaction } from '@/server/platform/db/transaction'

/**
 * Fixture shortcut for suites about something else: completes a held sign-in's second factor as
 * system code (the session goes on Payload's list exactly as a right code would put it), so their
 * staff accounts sign in as before. The second-factor suites never use it.
 */
export const completeAsSystem = async (payload: Payload, ticket: string) => {
  await inTransaction(payload, null, async (req) => {
    const pending = await findPendingSignIn(req, ticket)
    if (!pending) throw new Error('No pending sign-in for this ticket')
    await activateSession(req, pending)
  })
}

/** The authenticator app's code for `secret`, `offsetSeconds` away from now. */
export const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds })

/** A code that is not `code` (another six digits). */
export const otherCode = (code: string) =>
  String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
