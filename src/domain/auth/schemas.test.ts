import { describe, expect, it } from 'vitest'

import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from './schemas'

const messages = (result: {
  success: boolean
  error?: { issues: { message: string; path: PropertyKey[] }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('login', () => {
  it('accepts a valid address and a 6-character password', () => {
    expect(loginSchema.safeParse({ email: ' lea@example.ch ', password: 'secret' }).success).toBe(
      true,
    )
  })
  it('gives the spec messages', () => {
    expect(messages(loginSchema.safeParse({ email: 'lea@', password: '12345' }))).toEqual({
      email: 'Email invalide',
      password: 'Minimum 6 caractères',
    })
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({
      email: 'Email invalide',
    })
  })
  it('refuses the wrong types', () => {
    expect(loginSchema.safeParse({ email: 42, password: null }).success).toBe(false)
  })
})

describe('signup', () => {
  const valid = {
    firstName: 'Léa',
    lastName: 'Favre',
    email: 'lea@example.ch',
    password: 'longpass',
    confirmPassword: 'longpass',
    acceptTerms: true,
  }
  it('defaults the newsletter consent to true', () => {
    const parsed = signupSchema.parse(valid)
    expect(parsed.newsletter).toBe(true)
    expect(signupSchema.parse({ ...valid, newsletter: false }).newsletter).toBe(false)
  })
  it('gives the spec messages', () => {
    expect(
      messages(
        signupSchema.safeParse({
          ...valid,
          firstName: 'L',
          password: 'short',
          confirmPassword: 'short',
          acceptTerms: false,
        }),
      ),
    ).toMatchObject({
      firstName: 'Minimum 2 caractères',
      password: 'Minimum 8 caractères',
      acceptTerms: 'Vous devez accepter les conditions',
    })
    expect(messages(signupSchema.safeParse({ ...valid, confirmPassword: 'longpass2' }))).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    })
  })
  it('reports a mismatch even while another field is still wrong', () => {
    expect(
      messages(signupSchema.safeParse({ ...valid, firstName: 'L', confirmPassword: 'longpass2' })),
    ).toEqual({
      firstName: 'Minimum 2 caractères',
      confirmPassword: 'Les mots de passe ne correspondent pas',
    })
    expect(
      messages(signupSchema.safeParse({ ...valid, confirmPassword: undefined })).confirmPassword,
    ).not.toBe('Les mots de passe ne correspondent pas')
  })
  it('refuses an over-long password', () => {
    expect(
      signupSchema.safeParse({
        ...valid,
        password: 'x'.repeat(129),
        confirmPassword: 'x'.repeat(129),
      }).success,
    ).toBe(false)
  })
})

describe('reset password', () => {
  it('needs 6 characters twice, the same', () => {
    expect(
      resetPasswordSchema.safeParse({ password: 'secret', confirmPassword: 'secret' }).success,
    ).toBe(true)
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abc' })),
    ).toMatchObject({
      password: 'Minimum 6 caractères',
    })
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'secret', confirmPassword: 'secreT' })),
    ).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    })
  })
})
