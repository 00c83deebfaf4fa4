import type { PayloadRequest } from 'payload'

import { MAX_SECOND_FACTOR_FAILURES } from '@/domain/auth/second-factor'

import type { User } from '../../../../payload-types'
import { apiT } from '@/server/platform/i18n/request-language'
import { dropPendingSignIns } from '../sessions/sign-in-sessions'

/** A use case's answer: done (with what the page shows), or refused with a status and message. */
export type Refused = { ok: false; status: 400 | 401 | 403 | 404 | 409 | 423; message: string }
export type Outcome<T = object> = ({ ok: true } & T) | Refused

export const refuse = (status: Refused['status'], message: string): Refused => ({
  ok: false,
  status,
  message,
})

/** The account as stored, with its hidden second-factor fields (system read). */
export const readAccount = async (req: PayloadRequest, userId: number) => {
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })) as User | null
  if (!account) throw new Error(`Account ${userId} is gone`)
  return account
}

export type SecondFactorPatch = Partial<
  Pick<
    User,
    | 'twoFactorEnabledAt'
    | 'twoFactorSecret'
    | 'twoFactorPendingSecret'
    | 'twoFactorLastStep'
    | 'twoFactorRecoveryCodes'
    | 'twoFactorFailures'
    | 'lockUntil'
  >
>

/** Writes the account's second-factor fields (system code: nobody writes them over the API). */
export const patchAccount = (req: PayloadRequest, userId: number, data: SecondFactorPatch) =>
  req.payload.update({ collection: 'users', id: userId, data, req, overrideAccess: true, depth: 0 })

/** Every second-factor field back to "not enrolled". */
export const NOT_ENROLLED: SecondFactorPatch = {
  twoFactorEnabledAt: null,
  twoFactorSecret: null,
  twoFactorPendingSecret: null,
  twoFactorLastStep: null,
  twoFactorRecoveryCodes: null,
  twoFactorFailures: 0,
}

export const isLocked = (account: User, now = new Date()) =>
  Boolean(account.lockUntil && new Date(account.lockUntil) > now)

/**
 * A wrong code: counted apart from the password's failures (a correct password resets those, and
 * must not give a fresh series of guesses). The fifth in a row locks the account for the same time
 * as wrong passwords do and ends its pending sign-ins.
 */
export const countFailure = async (req: PayloadRequest, account: User): Promise<Refused> => {
  const t = apiT(req)
  const failures = (account.twoFactorFailures ?? 0) + 1
  if (failures < MAX_SECOND_FACTOR_FAILURES) {
    await patchAccount(req, account.id, { twoFactorFailures: failures })
    return refuse(401, t('secondFactor.wrongCode'))
  }
  const lockTime = req.payload.collections.users.config.auth.lockTime
  await patchAccount(req, account.id, {
    twoFactorFailures: 0,
    lockUntil: new Date(Date.now() + lockTime).toISOString(),
  })
  await dropPendingSignIns(req, account.id)
  return refuse(423, t('secondFactor.locked'))
}
