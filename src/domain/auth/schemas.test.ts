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
  it('gives the spec messages’ keys', () => {
    expect(messages(loginSchema.safeParse({ email: 'lea@', password: '12345' }))).toEqual({
      email: 'emailInvalid',
      password: 'minChars?min=6',
    })
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({
      email: 'emailInvalid',
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
  it('gives the spec messages’ keys', () => {
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
      firstName: 'minChars?min=2',
      password: 'minChars?min=8',
      acceptTerms: 'termsRequired',
    })
    expect(messages(signupSchema.safeParse({ ...valid, confirmPassword: 'longpass2' }))).toEqual({
      confirmPassword: 'passwordsMismatch',
    })
  })
  it('reports a mismatch even while another field is still wrong', () => {
    expect(
      messages(signupSchema.safeParse({ ...valid, firstName: 'L', confirmPassword: 'longpass2' })),
    ).toEqual({
      firstName: 'minChars?min=2',
      confirmPassword: 'passwordsMismatch',
    })
    expect(
      messages(signupSchema.safeParse({ ...valid, confirmPassword: undefined })).confirmPassword,
    ).not.toBe('passwordsMismatch')
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

describe('missing and over-long values', () => {
  it('gives a missing field the message of an empty one', () => {
    expect(messages(loginSchema.safeParse({}))).toEqual({
      email: 'emailInvalid',
      password: 'minChars?min=6',
    })
    expect(messages(signupSchema.safeParse({ acceptTerms: true }))).toEqual({
      firstName: 'minChars?min=2',
      lastName: 'minChars?min=2',
      email: 'emailInvalid',
      password: 'minChars?min=8',
      confirmPassword: 'minChars?min=8',
    })
  })
  it('gives the limits of an over-long name and password', () => {
    expect(
      messages(
        signupSchema.safeParse({
          firstName: 'x'.repeat(101),
          lastName: 'Favre',
          email: 'lea@example.ch',
          password: 'x'.repeat(129),
          confirmPassword: 'x'.repeat(129),
          acceptTerms: true,
        }),
      ),
    ).toEqual({
      firstName: 'maxChars?max=100',
      password: 'maxChars?max=128',
      confirmPassword: 'maxChars?max=128',
    })
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
      password: 'minChars?min=6',
    })
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'secret', confirmPassword: 'secreT' })),
    ).toEqual({
      confirmPassword: 'passwordsMismatch',
    })
  })
})
