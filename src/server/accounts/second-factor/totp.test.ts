import { generate } from 'otplib'
import { describe, expect, it, vi } from 'vitest'

import { normalizeRecoveryCode } from '@/domain/auth/second-factor'

import { hashRecoveryCode, openSecret, sealSecret } from './secret-box'
import { matchTotp, newRecoveryCodes, newTotpSecret } from './totp'

// Before the modules read it: the keys derive from the app's secret.
vi.hoisted(() => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-of-at-least-thirty-two-characters'
})

const at = (date: Date) => Math.floor(date.getTime() / 1000)

describe('TOTP', () => {
  it('gives a QR code as SVG and an otpauth address', async () => {
    const { secret, uri, qrSvg } = await newTotpSecret('lea@example.com')
    expect(uri).toContain(`secret=${secret}`)
    expect(qrSvg.startsWith('<svg')).toBe(true)
  })

  it('accepts the current code once, refuses an old one and a replay', async () => {
    const { secret } = await newTotpSecret('lea@example.com')
    const now = new Date()
    const code = await generate({ secret, epoch: at(now) })
    const step = await matchTotp(secret, code, null, now)
    expect(step).toBe(Math.floor(at(now) / 30))
    expect(await matchTotp(secret, code, step, now)).toBeNull()
    const old = await generate({ secret, epoch: at(now) - 120 })
    expect(await matchTotp(secret, old, null, now)).toBeNull()
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
    expect(await matchTotp(secret, wrong, null, now)).toBeNull()
  })
})

describe('sealed secrets', () => {
  it('round-trips, differs each time, and refuses a tampered value', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(sealSecret('JBSWY3DPEHPK3PXP')).not.toBe(sealed)
    expect(openSecret(sealed)).toBe('JBSWY3DPEHPK3PXP')
    const parts = sealed.split('.')
    parts[3] = Buffer.from('tampered').toString('base64url')
    expect(() => openSecret(parts.join('.'))).toThrow()
  })
})

describe('recovery codes', () => {
  it('makes ten distinct codes and stores only their hashes', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    expect(codes.every((code) => normalizeRecoveryCode(code) === code)).toBe(true)
    expect(hashes).toEqual(codes.map(hashRecoveryCode))
    expect(hashes.some((hash) => codes.includes(hash))).toBe(false)
  })
})
