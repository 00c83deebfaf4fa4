import { describe, expect, it } from 'vitest'

import {
  enrolmentSchema,
  formatRecoveryCode,
  normalizeRecoveryCode,
  reauthenticationSchema,
  secondFactorSchema,
  secondFactorStep,
} from './second-factor'

const ticket = 'a'.repeat(43)

describe('secondFactorStep', () => {
  it('asks admins and editors to enrol, clients only when they chose to', () => {
    expect(secondFactorStep('admin', false)).toBe('enrol')
    expect(secondFactorStep('editor', false)).toBe('enrol')
    expect(secondFactorStep('client', false)).toBe('none')
    expect(secondFactorStep('client', true)).toBe('verify')
    expect(secondFactorStep('admin', true)).toBe('verify')
    expect(secondFactorStep(null, false)).toBe('none')
  })
})

describe('recovery codes', () => {
  it('reads a code typed in lower case, with spaces or dashes', () => {
    expect(normalizeRecoveryCode(' 7kq2m-xr4td ')).toBe('7KQ2MXR4TD')
    expect(formatRecoveryCode('7KQ2MXR4TD')).toBe('7KQ2M-XR4TD')
  })
})

describe('secondFactorSchema', () => {
  it('takes six digits or a recovery code, nothing else', () => {
    expect(secondFactorSchema.safeParse({ ticket, code: '012345' }).success).toBe(true)
    expect(secondFactorSchema.safeParse({ ticket, code: '12345' }).success).toBe(false)
    expect(secondFactorSchema.safeParse({ ticket, code: '12a456' }).success).toBe(false)
    const recovery = secondFactorSchema.safeParse({ ticket, recoveryCode: '7kq2m-xr4td' })
    expect(recovery.success && 'recoveryCode' in recovery.data && recovery.data.recoveryCode).toBe(
      '7KQ2MXR4TD',
    )
    expect(secondFactorSchema.safeParse({ ticket, recoveryCode: 'short' }).success).toBe(false)
    expect(secondFactorSchema.safeParse({ code: '012345' }).success).toBe(false)
  })

  it('confirms an enrolment with a six-digit code', () => {
    expect(enrolmentSchema.safeParse({ code: '123456' }).success).toBe(true)
    expect(enrolmentSchema.safeParse({ code: 'abcdef' }).success).toBe(false)
  })
})

describe('second-factor messages', () => {
  const keys = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map(({ path, message }) => [path.join('.'), message])

  it('gives each field its key, a missing value too', () => {
    expect(keys(enrolmentSchema.safeParse({ code: '12345' }))).toEqual([['code', 'totpCodeFormat']])
    expect(keys(enrolmentSchema.safeParse({}))).toEqual([['code', 'totpCodeFormat']])
    expect(keys(reauthenticationSchema.safeParse({ password: '', recoveryCode: 'short' }))).toEqual(
      [
        ['password', 'passwordRequired'],
        ['recoveryCode', 'recoveryCodeInvalid'],
      ],
    )
    expect(keys(reauthenticationSchema.safeParse({ password: 'x'.repeat(129) }))).toEqual([
      ['password', 'maxChars?max=128'],
    ])
    expect(keys(reauthenticationSchema.safeParse({}))).toEqual([['password', 'passwordRequired']])
  })
})
