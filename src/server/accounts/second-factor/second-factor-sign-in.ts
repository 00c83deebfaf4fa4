import type { PayloadRequest } from 'payload'

import type { SecondFactorInput } from '@/domain/auth/second-factor'

import type { User } from '../../../../payload-types'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { apiT } from '@/server/platform/i18n/request-language'
import {
  countFailure,
  isLocked,
  type Outcome,
  patchAccount,
  readAccount,
  refuse,
  type SecondFactorPatch,
} from './second-factor-account'
import { hashRecoveryCode, openSecret } from './secret-box'
import { activateSession, findPendingSignIn } from '../sessions/sign-in-sessions'
import { matchTotp } from './totp'

/** What an accepted code changes: the last time step (no replay), or one recovery code spent. */
const accept = async (
  account: User,
  input: SecondFactorInput,
): Promise<SecondFactorPatch | null> => {
  if (!account.twoFactorSecret) return null
  if ('code' in input) {
    const step = await matchTotp(
      openSecret(account.twoFactorSecret),
      input.code,
      account.twoFactorLastStep,
    )
    return step === null ? null : { twoFactorLastStep: step }
  }
  const hashes = Array.isArray(account.twoFactorRecoveryCodes)
    ? (account.twoFactorRecoveryCodes as string[])
    : []
  const hash = hashRecoveryCode(input.recoveryCode)
  if (!hashes.includes(hash)) return null
  return { twoFactorRecoveryCodes: hashes.filter((stored) => stored !== hash) }
}

/**
 * The sign-in's second step: the code (or a recovery code) of the account whose password was just
 * accepted. The account's row is locked, so two requests with the same code cannot both pass; a
 * right code puts the session on Payload's list, a wrong one counts toward the lockout.
 */
export const verifySignIn = async (
  req: PayloadRequest,
  input: SecondFactorInput,
): Promise<Outcome> => {
  const t = apiT(req)
  const pending = await findPendingSignIn(req, input.ticket)
  if (!pending) return refuse(401, t('secondFactor.expired'))
  return inTransaction(
    req.payload,
    null,
    async (tx) => {
      await lockRow(tx, 'users', pending.userId)
      // Read again under the lock: a parallel lockout may have ended this sign-in meanwhile.
      const current = await findPendingSignIn(tx, input.ticket)
      if (!current) return refuse(401, t('secondFactor.expired'))
      const account = await readAccount(tx, pending.userId)
      if (isLocked(account)) return refuse(423, t('secondFactor.locked'))
      if (!account.twoFactorSecret) return refuse(409, t('secondFactor.enrolFirst'))
      const patch = await accept(account, input)
      if (!patch) return countFailure(tx, account)
      await patchAccount(tx, account.id, { ...patch, twoFactorFailures: 0 })
      await activateSession(tx, current)
      return { ok: true } as const
    },
    req.i18n,
  )
}
