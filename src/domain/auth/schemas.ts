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
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Les mots de passe ne correspondent pas',
    path: ['confirmPassword'],
  })

export const resetPasswordSchema = z
  .object({ password: password(6), confirmPassword: password(6) })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Les mots de passe ne correspondent pas',
    path: ['confirmPassword'],
  })

export type LoginInput = z.infer<typeof loginSchema>
export type SignupInput = z.input<typeof signupSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
