import { AuthenticationError, LockedAuth, type PayloadRequest, type TypedUser } from 'payload'

import type { ReauthenticationInput } from '@/domain/auth/second-factor'

import { apiT } from '@/server/platform/i18n/request-language'
import { refuse, type Outcome } from './second-factor/second-factor-account'
import { verifySignIn } from './second-factor/second-factor-sign-in'
import { dropPendingSignIns, type SignInOutcome } from './sessions/sign-in-sessions'

/**
 * The signed-in account proves again that it is its owner before an action that cannot be undone:
 * a sign-in with its password through Payload's own login (the same hash check, per-address rate
 * limit and lockout as the sign-in form), then its second factor if it has one, through the
 * sign-in's own step (no replay, wrong codes counted). The session that sign-in opens is ended by
 * the action itself (an erasure ends them all) or here, when the code is missing or wrong.
 */
export const reauthenticate = async (
  req: PayloadRequest,
  user: TypedUser,
  input: ReauthenticationInput,
): Promise<Outcome> => {
  const t = apiT(req)
  let step: SignInOutcome | undefined
  try {
    const signIn = await req.payload.login({
      collection: 'users',
      data: { email: user.email, password: input.password },
      req,
    })
    // Added to the answer by the users' afterOperation hook (answerSecondFactorStep).
    step = (signIn as { secondFactor?: SignInOutcome }).secondFactor
  } catch (error) {
    if (error instanceof LockedAuth) return refuse(423, t('secondFactor.locked'))
    if (error instanceof AuthenticationError) return refuse(401, t('privacy.wrongPassword'))
    throw error
  }
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
