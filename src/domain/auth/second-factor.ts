import * as z from 'zod/mini'

import type { Role } from '../users/roles'
import { validationMessage } from '../web/validation-message'
import { currentPassword } from './schemas'

/** Recovery codes handed out at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10
/** How long a signed-in password waits for its second factor before it must be typed again. */
export const PENDING_SIGN_IN_MINUTES = 10
/** Wrong second-factor codes in a row before the account is locked, as for passwords. */
export const MAX_SECOND_FACTOR_FAILURES = 5
/** Codes of the step before and after the current one are accepted (clock drift). */
export const TOTP_TOLERANCE_SECONDS = 30

/** Roles that may not work without a second factor: they reach every client's data. */
const REQUIRED_FOR: readonly Role[] = ['admin', 'editor']

export const secondFactorRequired = (role: Role | null | undefined) =>
  Boolean(role && REQUIRED_FOR.includes(role))

/**
 * What a sign-in still needs after the password: nothing, the code of an enrolled account, or an
 * enrolment first (a role that requires it and has none yet).
 */
export type SecondFactorStep = 'none' | 'verify' | 'enrol'
export const secondFactorStep = (role: Role | null | undefined, enrolled: boolean) =>
  enrolled ? 'verify' : secondFactorRequired(role) ? 'enrol' : 'none'

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '')

/** Shown as two groups of five, e.g. `7KQ2M-XR4TD`. */
export const formatRecoveryCode = (normalized: string) =>
  `${normalized.slice(0, 5)}-${normalized.slice(5)}`

const totpCodeFormat = validationMessage('totpCodeFormat')
const totpCode = z
  .string({ error: totpCodeFormat })
  .check(z.trim(), z.regex(/^\d{6}$/, totpCodeFormat))
const recoveryCodeInvalid = validationMessage('recoveryCodeInvalid')
const recoveryCode = z
  .string({ error: recoveryCodeInvalid })
  .check(z.overwrite(normalizeRecoveryCode), z.regex(/^[0-9A-Z]{10}$/, recoveryCodeInvalid))

/** The sign-in's second step: the pending sign-in's ticket and either a code or a recovery code. */
export const secondFactorSchema = z.union([
  z.object({ ticket: z.string().check(z.minLength(20), z.maxLength(200)), code: totpCode }),
  z.object({
    ticket: z.string().check(z.minLength(20), z.maxLength(200)),
    recoveryCode,
  }),
])
export type SecondFactorInput = z.infer<typeof secondFactorSchema>

/** Confirming an enrolment with the first code of the new secret (ticket while signing in). */
export const enrolmentSchema = z.object({
  ticket: z.optional(z.string().check(z.maxLength(200))),
  code: totpCode,
})
export type EnrolmentInput = z.infer<typeof enrolmentSchema>

/**
 * A sensitive action confirmed again (the account's erasure): the password, and for an account
 * with a second factor, a code or a recovery code.
 */
export const reauthenticationSchema = z.object({
  password: currentPassword,
  code: z.optional(totpCode),
  recoveryCode: z.optional(recoveryCode),
})
export type ReauthenticationInput = z.infer<typeof reauthenticationSchema>
