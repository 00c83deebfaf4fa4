import { describe, expect, it } from 'vitest'

import { readNewsletterToken, signNewsletterToken } from './token'

const secret = 'a-test-secret-that-is-long-enough-for-hmac'
const now = new Date('2026-11-25T12:00:00Z')
const inAWeek = new Date('2026-12-02T12:00:00Z')

describe('newsletter link tokens', () => {
  it('names its address until it expires', () => {
    const token = signNewsletterToken(secret, 'confirm', 'a@test.example.com', inAWeek)
    expect(readNewsletterToken(secret, 'confirm', token, now)).toEqual({
      ok: true,
      email: 'a@test.example.com',
    })
    expect(readNewsletterToken(secret, 'confirm', token, inAWeek)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses a token signed with another secret, for another purpose, or altered', () => {
    const token = signNewsletterToken(secret, 'unsubscribe', 'a@test.example.com')
    expect(readNewsletterToken(`${secret}!`, 'unsubscribe', token, now).ok).toBe(false)
    expect(readNewsletterToken(secret, 'confirm', token, now).ok).toBe(false)
    const [, signature] = token.split('.')
    const forged = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', e: 'b@test.example.com' })).toString('base64url')}.${signature}`
    expect(readNewsletterToken(secret, 'unsubscribe', forged, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('refuses garbage without throwing', () => {
    for (const token of ['', 'abc', 'a.b.c', '.', 42, null, 'x'.repeat(3_000)]) {
      expect(readNewsletterToken(secret, 'confirm', token, now)).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
  })
})
