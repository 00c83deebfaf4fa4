import { describe, expect, it } from 'vitest'

import { clientIp, retryAfterMinutes, retryAfterSeconds, windowStart } from './rate-limit'

describe('fixed windows', () => {
  it('starts windows on multiples of their length', () => {
    expect(windowStart(new Date('2026-05-01T10:07:30Z'), 900).toISOString()).toBe(
      '2026-05-01T10:00:00.000Z',
    )
    expect(windowStart(new Date('2026-05-01T10:15:00Z'), 900).toISOString()).toBe(
      '2026-05-01T10:15:00.000Z',
    )
  })
  it('tells how long to wait, in whole seconds and minutes', () => {
    expect(retryAfterSeconds(new Date('2026-05-01T10:07:30Z'), 900)).toBe(450)
    expect(retryAfterMinutes(450)).toBe(8)
    expect(retryAfterMinutes(60)).toBe(1)
  })
})

describe('clientIp', () => {
  const headers = (values: Record<string, string>) => new Headers(values)
  it('ignores the addresses a client may forge and trusts each proxy hop', () => {
    const forwarded = headers({ 'x-forwarded-for': 'forged, 203.0.113.7 , 10.0.0.1' })
    expect(clientIp(forwarded, 0)).toBe('10.0.0.1')
    expect(clientIp(forwarded, 1)).toBe('10.0.0.1')
    expect(clientIp(forwarded, 2)).toBe('203.0.113.7')
  })
  it('falls back to x-real-ip, then to unknown', () => {
    expect(clientIp(headers({ 'x-real-ip': '198.51.100.2' }), 1)).toBe('198.51.100.2')
    expect(clientIp(headers({}), 1)).toBe('unknown')
  })
})
