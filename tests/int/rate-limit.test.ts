import { describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/domain/security/rate-limit'
import { consumeRateLimit } from '@/server/platform/security/rate-limit'

import { testPayload, uniqueEmail } from '../helpers/payload'
import { rest } from '../helpers/rest'

describe('per-IP limits kept in PostgreSQL', () => {
  it('counts concurrent requests exactly', async () => {
    const payload = await testPayload()
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit(payload, 'login', ip)),
    )
    expect(answers.filter(({ allowed }) => allowed)).toHaveLength(RATE_LIMITS.login.limit)
  })

  it('purges day-old windows when a new one opens, at most once a minute', async () => {
    const payload = await testPayload()
    const { sql } = await import('@payloadcms/db-postgres')
    const oldWindow = (bucket: string) =>
      payload.db.drizzle.execute(sql`
        insert into rate_limit_hits (bucket, window_start, hits)
        values (${bucket}, now() - interval '2 days', 1)`)
    const isKept = async (bucket: string) =>
      (
        await payload.db.drizzle.execute(
          sql`select 1 from rate_limit_hits where bucket = ${bucket}`,
        )
      ).rows.length === 1
    // Later than any purge an earlier test made, so the first new window here purges.
    const later = new Date(Date.now() + 10 * 24 * 3600_000)
    const newIp = () => `198.51.100.${Math.random()}`

    await oldWindow('purge:first')
    await consumeRateLimit(payload, 'login', newIp(), later)
    expect(await isKept('purge:first')).toBe(false)

    await oldWindow('purge:second')
    await consumeRateLimit(payload, 'login', newIp(), new Date(later.getTime() + 30_000))
    expect(await isKept('purge:second')).toBe(true)
    await consumeRateLimit(payload, 'login', newIp(), new Date(later.getTime() + 61_000))
    expect(await isKept('purge:second')).toBe(false)
  })

  it('answers 429 with a clear message once an address has spent its sign-in attempts', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`
    const email = uniqueEmail('nobody')
    for (let attempt = 0; attempt < RATE_LIMITS.login.limit; attempt += 1) {
      expect(
        (await rest('POST', 'users/login', { ip, json: { email, password: 'wrong-password' } }))
          .status,
      ).toBe(401)
    }
    const refused = await rest('POST', 'users/login', {
      ip,
      json: { email, password: 'wrong-password' },
    })
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.data)).toMatch(/Trop de tentatives\. Réessayez dans \d+ min\./)
    // Another address is not affected.
    expect(
      (await rest('POST', 'users/login', { json: { email, password: 'wrong-password' } })).status,
    ).toBe(401)
  })

  it('limits forgotten-password requests the same way, with one answer for known and unknown addresses', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`
    for (let attempt = 0; attempt < RATE_LIMITS.forgotPassword.limit; attempt += 1) {
      expect(
        (
          await rest('POST', 'users/forgot-password', {
            ip,
            json: { email: uniqueEmail('unknown') },
          })
        ).status,
      ).toBe(200)
    }
    expect(
      (await rest('POST', 'users/forgot-password', { ip, json: { email: uniqueEmail('unknown') } }))
        .status,
    ).toBe(429)
  })
})
