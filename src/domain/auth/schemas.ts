import * as z from 'zod/mini'

import { emailFormat } from '../web/email-format'

/**
 * The account forms' rules and their exact messages, shared by the browser forms and the server,
 * which parses again.
 */
const email = z.string().check(z.trim(), emailFormat('Email invalide'))
const password = (min: number) =>
  z
    .string()
    .check(
      z.minLength(min, `Minimum ${min} caractères`),
      z.maxLength(128, 'Maximum 128 caractères'),
    )
const name = (message: string) =>
  z.string().check(z.trim(), z.minLength(2, message), z.maxLength(100, 'Maximum 100 caractères'))

type PasswordPair = { password: string; confirmPassword: string }
const passwordsMatch = z.refine<PasswordPair>((data) => data.password === data.confirmPassword, {
  message: 'Les mots de passe ne correspondent pas',
  path: ['confirmPassword'],
  // Checked as soon as both passwords are typed, even while another field is still wrong.
  when: ({ value }) => {
    const pair = value as Partial<PasswordPair> | null
    return typeof pair?.password === 'string' && typeof pair.confirmPassword === 'string'
  },
})

export const loginSchema = z.object({ email, password: password(6) })
export const forgotPasswordSchema = z.object({ email })

export const signupSchema = z
  .object({
    firstName: name('Minimum 2 caractères'),
    lastName: name('Minimum 2 caractères'),
    email,
    password: password(8),
    confirmPassword: password(8),
    acceptTerms: z.literal(true, { error: 'Vous devez accepter les conditions' }),
    newsletter: z._default(z.boolean(), true),
  })
  .check(passwordsMatch)

export const resetPasswordSchema = z
  .object({ password: password(6), confirmPassword: password(6) })
  .check(passwordsMatch)

/** The account page's password change: required, min 6, the confirmation must match. */
export const passwordChangeSchema = resetPasswordSchema

export type LoginInput = z.infer<typeof loginSchema>
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export type SignupInput = z.input<typeof signupSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
