import * as z from 'zod/mini'

import { emailFormat } from '../web/email-format'
import { validationMessage } from '../web/validation-message'
import { AUTH_LIMITS } from './auth-limits'

/**
 * The account forms' rules and their messages (keys of the `validation` translations), shared
 * by the browser forms and the server, which parses again. A missing or non-text value gets the
 * field's own message, like an empty one.
 */
const emailInvalid = validationMessage('emailInvalid')
const email = z.string({ error: emailInvalid }).check(z.trim(), emailFormat(emailInvalid))
const password = (min: number) =>
  z
    .string({ error: validationMessage('minChars', { min }) })
    .check(
      z.minLength(min, validationMessage('minChars', { min })),
      z.maxLength(
        AUTH_LIMITS.password.max,
        validationMessage('maxChars', { max: AUTH_LIMITS.password.max }),
      ),
    )
/** A password the account already has (to sign in, or to prove it again): only required. */
export const currentPassword = z
  .string({ error: validationMessage('passwordRequired') })
  .check(
    z.minLength(1, validationMessage('passwordRequired')),
    z.maxLength(
      AUTH_LIMITS.password.max,
      validationMessage('maxChars', { max: AUTH_LIMITS.password.max }),
    ),
  )
const { name: nameLimits } = AUTH_LIMITS
/** A person's first or last name, as sign-up and the account's contact details ask it. */
export const personName = z
  .string({ error: validationMessage('minChars', { min: nameLimits.min }) })
  .check(
    z.trim(),
    z.minLength(nameLimits.min, validationMessage('minChars', { min: nameLimits.min })),
    z.maxLength(nameLimits.max, validationMessage('maxChars', { max: nameLimits.max })),
  )

type PasswordPair = { password: string; confirmPassword: string }
const passwordsMatch = z.refine<PasswordPair>((data) => data.password === data.confirmPassword, {
  message: validationMessage('passwordsMismatch'),
  path: ['confirmPassword'],
  // Checked as soon as both passwords are typed, even while another field is still wrong.
  when: ({ value }) => {
    const pair = value as Partial<PasswordPair> | null
    return typeof pair?.password === 'string' && typeof pair.confirmPassword === 'string'
  },
})

export const loginSchema = z.object({ email, password: password(AUTH_LIMITS.password.min) })
export const forgotPasswordSchema = z.object({ email })

export const signupSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    email,
    password: password(AUTH_LIMITS.signupPassword.min),
    confirmPassword: password(AUTH_LIMITS.signupPassword.min),
    acceptTerms: z.literal(true, { error: validationMessage('termsRequired') }),
    newsletter: z._default(z.boolean(), true),
  })
  .check(passwordsMatch)

export const resetPasswordSchema = z
  .object({
    password: password(AUTH_LIMITS.password.min),
    confirmPassword: password(AUTH_LIMITS.password.min),
  })
  .check(passwordsMatch)

/**
 * The account page's password change: the current password (a stolen session alone cannot
 * lock the owner out), then the new one, min 6, and its confirmation.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword,
    password: password(AUTH_LIMITS.password.min),
    confirmPassword: password(AUTH_LIMITS.password.min),
  })
  .check(passwordsMatch)

export type LoginInput = z.infer<typeof loginSchema>
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export type SignupInput = z.input<typeof signupSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>
