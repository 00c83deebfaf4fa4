import { createClient } from '@redis/client'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { RATE_LIMITS, retryAfterSeconds, windowStart } from '@/domain/security/rate-limit'

import { startRedisServer } from '../helpers/redis-server'

/** The per-IP limits counted in a real Redis (REDIS_URL), and what happens while it is down. */
let redis: Awaited<ReturnType<typeof startRedisServer>>
let inspector: ReturnType<typeof createClient>
let limits: typeof import('@/server/platform/security/rate-limit')
let shared: typeof import('@/server/platform/redis/shared-redis')
let rest: (typeof import('../helpers/rest'))['rest']
let payload: Payload

const newIp = () => `203.0.113.${Math.random()}`
const login = RATE_LIMITS.login
const keyOf = (bucket: string, now: Date, windowSeconds: number) =>
  `rate-limit:${bucket}:${windowStart(now, windowSeconds).getTime()}`
const postgresHits = async (bucket: string) => {
  const { rows } = await payload.db.drizzle.execute(
    sql`select hits from rate_limit_hits where bucket = ${bucket}`,
  )
  return rows.map((row) => Number(row.hits))
}
const sharedClientReady = () => shared.sharedRedis()?.isReady ?? false
const connectInspector = async () => {
  inspector = createClient({ url: redis.url })
  await inspector.connect()
}

/** Waits until hits are counted in Redis again: the client reconnected, its pause is over. */
const untilCountedInRedis = () =>
  vi.waitFor(
    async () => {
      const ip = newIp()
      const now = new Date()
      await limits.consumeRateLimit(payload, 'login', ip, now)
      expect(await inspector.get(keyOf(`login:${ip}`, now, login.windowSeconds))).toBe('1')
      expect(await postgresHits(`login:${ip}`)).toEqual([])
    },
    { timeout: 10_000, interval: 200 },
  )

beforeAll(async () => {
  redis = await startRedisServer()
  process.env.REDIS_URL = redis.url
  limits = await import('@/server/platform/security/rate-limit')
  shared = await import('@/server/platform/redis/shared-redis')
  rest = (await import('../helpers/rest')).rest
  payload = await (await import('../helpers/payload')).testPayload()
  await connectInspector()
  shared.sharedRedis()
  await vi.waitFor(() => expect(sharedClientReady()).toBe(true))
})
afterAll(async () => {
  delete process.env.REDIS_URL
  inspector.destroy()
  shared.sharedRedis()?.destroy()
  await redis.stop()
})

describe('per-IP limits kept in Redis', () => {
  it('refuses at the same count and with the same wait as PostgreSQL, counting only in Redis', async () => {
    const ip = newIp()
    const now = new Date()
    const answers = []
    for (let hit = 0; hit < login.limit + 2; hit += 1) {
      answers.push(await limits.consumeRateLimit(payload, 'login', ip, now))
    }
    expect(answers.map(({ allowed }) => allowed)).toEqual([
      ...Array<boolean>(login.limit).fill(true),
      false,
      false,
    ])
    expect(new Set(answers.map(({ retryAfter }) => retryAfter))).toEqual(
      new Set([retryAfterSeconds(now, login.windowSeconds)]),
    )
    expect(await inspector.get(keyOf(`login:${ip}`, now, login.windowSeconds))).toBe(
      String(login.limit + 2),
    )
    expect(await postgresHits(`login:${ip}`)).toEqual([])
  })

  it('lets an address in again in the next window, and Redis forgets the old one', async () => {
    const rule = { limit: 2, windowSeconds: 2 }
    const bucket = `short:${newIp()}`
    // From the start of a window, so that a slow machine does not see it end before the checks.
    await new Promise((resolve) => setTimeout(resolve, 2000 - (Date.now() % 2000) + 20))
    const now = new Date()
    const hits = await Promise.all(
      [1, 2, 3].map(() => limits.consumeLimit(payload, bucket, rule, now)),
    )
    expect(hits.filter(({ allowed }) => allowed)).toHaveLength(2)
    const key = keyOf(bucket, now, rule.windowSeconds)
    expect(await inspector.pTTL(key)).toBeGreaterThan(0)
    expect(await inspector.pTTL(key)).toBeLessThanOrEqual(2000)

    const nextWindow = windowStart(now, 2).getTime() + 2000
    await new Promise((resolve) => setTimeout(resolve, nextWindow - Date.now() + 50))
    expect(await inspector.exists(key)).toBe(0)
    expect((await limits.consumeLimit(payload, bucket, rule)).allowed).toBe(true)
  })

  it('counts 50 concurrent requests exactly', async () => {
    const ip = newIp()
    const now = new Date()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => limits.consumeRateLimit(payload, 'login', ip, now)),
    )
    expect(answers.filter(({ allowed }) => allowed)).toHaveLength(login.limit)
    expect(await inspector.get(keyOf(`login:${ip}`, now, login.windowSeconds))).toBe('50')
  })

  it('answers sign-ins with the same 429 through the REST API', async () => {
    const ip = newIp()
    const attempt = () =>
      rest('POST', 'users/login', {
        ip,
        json: { email: 'nobody-redis@test.example.com', password: 'wrong-password' },
      })
    for (let hit = 0; hit < login.limit; hit += 1) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.data)).toMatch(/Trop de tentatives\. Réessayez dans \d+ min\./)
  })

  it('counts in PostgreSQL when Redis stops answering, without keeping the visitor waiting', async () => {
    const ip = newIp()
    redis.pause()
    try {
      const started = Date.now()
      expect((await limits.consumeRateLimit(payload, 'login', ip)).allowed).toBe(true)
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(await postgresHits(`login:${ip}`)).toEqual([1])
    } finally {
      redis.resume()
    }
    await untilCountedInRedis()
  })

  it('falls back to PostgreSQL while Redis is down, still limiting, and logs the outage once', async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    const info = vi.spyOn(payload.logger, 'info')
    inspector.destroy()
    await redis.stop()
    await expect.poll(sharedClientReady).toBe(false)

    const ip = newIp()
    const answers = []
    for (let hit = 0; hit < login.limit + 1; hit += 1) {
      answers.push(await limits.consumeRateLimit(payload, 'login', ip))
    }
    expect(answers.filter(({ allowed }) => allowed)).toHaveLength(login.limit)
    expect(answers.at(-1)!.allowed).toBe(false)
    expect(await postgresHits(`login:${ip}`)).toEqual([login.limit + 1])
    expect(warn).toHaveBeenCalledTimes(1)

    await redis.start()
    await connectInspector()
    await untilCountedInRedis()
    expect(info).toHaveBeenCalledWith('Redis answers again: rate limits are counted in Redis')
    warn.mockRestore()
    info.mockRestore()
  })
})
