import type { PayloadRequest, TypedUser } from 'payload'

import { formatRecoveryCode, secondFactorRequired } from '@/domain/auth/second-factor'

import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { apiT } from '@/server/platform/i18n/request-language'
import {
  countFailure,
  isLocked,
  NOT_ENROLLED,
  type Outcome,
  patchAccount,
  readAccount,
  refuse,
} from './second-factor-account'
import { openSecret, sealSecret } from './secret-box'
import {
  activateSession,
  findPendingSignIn,
  type PendingSignIn,
} from '../sessions/sign-in-sessions'
import { matchTotp, newRecoveryCodes, newTotpSecret } from './totp'

/**
 * Who enrols: the signed-in account (from its account page), or a sign-in waiting for its second
 * factor with a ticket, which only an account without one yet may use (an admin or editor sent to
 * enrolment right after the password).
 */
export type Enroller = { userId: number; pending: PendingSignIn | null }

export const enrollerOf = async (
  req: PayloadRequest,
  ticket: string | undefined,
): Promise<Enroller | null> => {
  if (req.user) return { userId: Number(req.user.id), pending: null }
  const pending = ticket ? await findPendingSignIn(req, ticket) : null
  return pending && { userId: pending.userId, pending }
}

/** A new secret, kept sealed until confirmed; the QR code and the key to type are shown once. */
export const startEnrolment = async (
  req: PayloadRequest,
  { userId }: Enroller,
): Promise<Outcome<{ qrSvg: string; key: string; uri: string }>> => {
  const account = await readAccount(req, userId)
  if (account.twoFactorEnabledAt) return refuse(409, apiT(req)('secondFactor.alreadyEnabled'))
  const { secret, uri, qrSvg } = await newTotpSecret(account.email)
  await patchAccount(req, userId, { twoFactorPendingSecret: sealSecret(secret) })
  return { ok: true, qrSvg, key: secret, uri }
}

/**
 * The first code of the new secret turns it on and hands out the recovery codes (only their
 * hashes are kept). A sign-in that was waiting for it is completed.
 */
export const confirmEnrolment = async (
  req: PayloadRequest,
  enroller: Enroller,
  code: string,
): Promise<Outcome<{ recoveryCodes: string[] }>> => {
  const t = apiT(req)
  return inTransaction(
    req.payload,
    null,
    async (tx) => {
      await lockRow(tx, 'users', enroller.userId)
      const account = await readAccount(tx, enroller.userId)
      if (isLocked(account)) return refuse(423, t('secondFactor.locked'))
      if (account.twoFactorEnabledAt) return refuse(409, t('secondFactor.alreadyEnabled'))
      if (!account.twoFactorPendingSecret) return refuse(409, t('secondFactor.notStarted'))
      const step = await matchTotp(openSecret(account.twoFactorPendingSecret), code, null)
      if (step === null) {
        // Guessing while signing in counts toward the lockout; on the account page it is a typo.
        return enroller.pending
          ? countFailure(tx, account)
          : refuse(400, t('secondFactor.wrongCode'))
      }
      const { codes, hashes } = newRecoveryCodes()
      await patchAccount(tx, account.id, {
        twoFactorSecret: account.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: new Date().toISOString(),
        twoFactorLastStep: step,
        twoFactorRecoveryCodes: hashes,
        twoFactorFailures: 0,
      })
      if (enroller.pending) await activateSession(tx, enroller.pending)
      return { ok: true, recoveryCodes: codes.map(formatRecoveryCode) } as const
    },
    req.i18n,
  )
}

/** A client turns its optional second factor off with a current code; staff cannot. */
export const disableSecondFactor = async (
  req: PayloadRequest,
  user: TypedUser,
  code: string,
): Promise<Outcome> => {
  const t = apiT(req)
  if (secondFactorRequired(user.role)) return refuse(403, t('secondFactor.required'))
  return inTransaction(
    req.payload,
    null,
    async (tx) => {
      await lockRow(tx, 'users', Number(user.id))
      const account = await readAccount(tx, Number(user.id))
      if (!account.twoFactorSecret) return refuse(409, t('secondFactor.notEnabled'))
      const step = await matchTotp(
        openSecret(account.twoFactorSecret),
        code,
        account.twoFactorLastStep,
      )
      if (step === null) return countFailure(tx, account)
      await patchAccount(tx, account.id, NOT_ENROLLED)
      return { ok: true } as const
    },
    req.i18n,
  )
}
