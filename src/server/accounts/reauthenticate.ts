import { AuthenticationError, LockedAuth, type PayloadRequest, type TypedUser } from 'payload'

import type { ReauthenticationInput } from '@/domain/auth/second-factor'

import { inTransaction } from '@/server/platform/db/transaction'
import { apiT } from '@/server/platform/i18n/request-language'
import { refuse, type Outcome } from './second-factor/second-factor-account'
import { verifySignIn } from './second-factor/second-factor-sign-in'
import { endSessions } from './sessions/account-sessions'
import { readSessionEntries } from './sessions/session-entries'
import { dropPendingSignIns, type SignInOutcome } from './sessions/sign-in-sessions'

/**
 * A sign-in with the account's password through Payload's own login: the same hash check,
 * per-address rate limit and lockout as the sign-in form. Its second-factor step, if any.
 */
const signInAgain = async (
  req: PayloadRequest,
  user: TypedUser,
  password: string,
): Promise<Outcome<{ step?: SignInOutcome }>> => {
  const t = apiT(req)
  try {
    const signIn = await req.payload.login({
      collection: 'users',
      data: { email: user.email, password },
      req,
    })
    // Added to the answer by the users' afterOperation hook (answerSecondFactorStep).
    return { ok: true, step: (signIn as { secondFactor?: SignInOutcome }).secondFactor }
  } catch (error) {
    if (error instanceof LockedAuth) return refuse(423, t('secondFactor.locked'))
    if (error instanceof AuthenticationError) return refuse(401, t('privacy.wrongPassword'))
    throw error
  }
}

/**
 * The signed-in account proves again that it is its owner before an action that cannot be undone:
 * its password (signInAgain), then its second factor if it has one, through the sign-in's own
 * step (no replay, wrong codes counted). The session that sign-in opens is ended by the action
 * itself (an erasure ends them all) or here, when the code is missing or wrong.
 */
export const reauthenticate = async (
  req: PayloadRequest,
  user: TypedUser,
  input: ReauthenticationInput,
): Promise<Outcome> => {
  const t = apiT(req)
  const signIn = await signInAgain(req, user, input.password)
  if (!signIn.ok) return signIn
  const { step } = signIn
  if (!step || step.step !== 'verify') return { ok: true }
  const { code, recoveryCode } = input
  const verified = code
    ? await verifySignIn(req, { ticket: step.ticket, code })
    : recoveryCode
      ? await verifySignIn(req, { ticket: step.ticket, recoveryCode })
      : refuse(400, t('privacy.codeNeeded'))
  if (!verified.ok) await dropPendingSignIns(req, Number(user.id))
  return verified
}

/**
 * The signed-in account's current password checked (signInAgain: wrong tries count towards the
 * lockout), leaving nothing open: the session that sign-in opened, or its second-factor step,
 * is dropped at once. The session in use already passed the second factor.
 */
export const confirmOwnPassword = async (
  req: PayloadRequest,
  user: TypedUser,
  password: string,
): Promise<Outcome> => {
  const userId = Number(user.id)
  const before = new Set((await readSessionEntries(req, userId)).map(({ id }) => id))
  const signIn = await signInAgain(req, user, password)
  if (!signIn.ok) return signIn
  if (signIn.step && signIn.step.step !== 'none') await dropPendingSignIns(req, userId)
  else {
    await inTransaction(req.payload, user, (tx) =>
      endSessions(tx, userId, (sid) => !before.has(sid)),
    )
  }
  return { ok: true }
}
