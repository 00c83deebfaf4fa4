import type { CollectionAfterLoginHook, CollectionAfterOperationHook } from 'payload'

import { recordSignIn, type SignInOutcome } from '@/server/accounts'

const SIGN_IN = 'signIn'

/**
 * Every sign-in by password (the product's form, REST, the CMS panel's form, the reset that signs
 * in) records its session and, for an account that needs a second factor, holds it until the code.
 */
export const holdForSecondFactor: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const outcome = await recordSignIn(req, user, token)
  // Set once the writes are done: a Local API call given `req` gives it a fresh context object.
  req.context[SIGN_IN] = outcome
  return user
}

/**
 * The answer tells what the sign-in still needs: `secondFactor: { step: 'verify' | 'enrol',
 * ticket }`. The token it carries opens nothing until then.
 */
export const answerSecondFactorStep: CollectionAfterOperationHook = ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'login' && operation !== 'resetPassword') return result
  const outcome = req.context[SIGN_IN] as SignInOutcome | undefined
  if (!outcome || outcome.step === 'none') return result
  return { ...result, secondFactor: outcome }
}
