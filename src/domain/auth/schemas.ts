import { z } from 'zod'

/**
 * The account forms' rules and their exact messages (spec §5, §8), shared by the browser forms
 * and the server, which parses again.
 */
const email = z.string().trim().email('Email invalide')
const password = (min: number) =>
  z.string().min(min, `Minimum ${min} caractères`).max(128, 'Maximum 128 caractères')
const name = (message: string) =>
  z.string().trim().min(2, message).max(100, 'Maximum 100 caractères')

type PasswordPair = { password: string; confirmPassword: string }
const passwordsMatch = (data: PasswordPair) => data.password === data.confirmPassword
const matchMessage = {
  message: 'Les mots de passe ne correspondent pas',
  path: ['confirmPassword'],
  // Checked as soon as both passwords are typed, even while another field is still wrong.
  when: ({ value }: { value: unknown }) => {
    const pair = value as Partial<PasswordPair> | null
    return typeof pair?.password === 'string' && typeof pair.confirmPassword === 'string'
  },
}

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
    newsletter: z.boolean().default(true),
  })
  .refine(passwordsMatch, matchMessage)

export const resetPasswordSchema = z
  .object({ password: password(6), confirmPassword: password(6) })
  .refine(passwordsMatch, matchMessage)

/** The account page's password change (spec §5: required, min 6, the confirmation must match). */
export const passwordChangeSchema = resetPasswordSchema

export type LoginInput = z.infer<typeof loginSchema>
export type SignupInput = z.input<typeof signupSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
