import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startRedisServer } from '../helpers/redis-server'

/**
 * GET /api/health on disk storage with a Redis (REDIS_URL): every part checked and timed, 503
 * while one is down, 200 again once it is back. The S3 case is in s3-storage.test.ts.
 */
let redis: Awaited<ReturnType<typeof startRedisServer>>
let rest: (typeof import('../helpers/rest'))['rest']
let shared: typeof import('@/server/platform/redis/shared-redis')

type Health = {
  status: string
  checks: Record<string, { ok: boolean; ms: number; error?: string; kind?: string }>
}

beforeAll(async () => {
  redis = await startRedisServer()
  process.env.REDIS_URL = redis.url
  shared = await import('@/server/platform/redis/shared-redis')
  rest = (await import('../helpers/rest')).rest
  await (await import('../helpers/payload')).testPayload()
  shared.sharedRedis()
  await vi.waitFor(() => expect(shared.sharedRedis()?.isReady).toBe(true))
})
afterAll(async () => {
  delete process.env.REDIS_URL
  shared.sharedRedis()?.destroy()
  await redis.stop()
})

const health = async () => {
  const answer = await rest('GET', 'health')
  return { ...answer, data: answer.data as unknown as Health }
}

describe('/api/health', () => {
  it('answers 200 with the database, Redis and the disk checked and timed, never cached', async () => {
    const { status, data, headers } = await health()
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(data.status).toBe('ok')
    expect(Object.keys(data.checks).sort()).toEqual(['database', 'redis', 'storage'])
    expect(data.checks.storage).toMatchObject({ ok: true, kind: 'disk' })
    for (const check of Object.values(data.checks)) {
      expect(check.ok).toBe(true)
      expect(check.ms).toBeGreaterThanOrEqual(0)
      expect(check.ms).toBeLessThan(2_000)
    }
  })

  it('answers 503 naming Redis while it is down, without its address, and 200 once it is back', async () => {
    await redis.stop()
    const down = await health()
    expect(down.status).toBe(503)
    expect(down.data.status).toBe('failing')
    expect(down.data.checks.redis).toMatchObject({ ok: false })
    expect(down.data.checks.database!.ok).toBe(true)
    expect(JSON.stringify(down.data)).not.toContain(new URL(redis.url).port)
    await redis.start()
    await vi.waitFor(async () => expect((await health()).status).toBe(200), {
      timeout: 10_000,
      interval: 250,
    })
  })

  it('answers a frozen Redis as failing within its time limit, one round for requests meanwhile', async () => {
    redis.pause()
    try {
      const first = health()
      await new Promise((resolve) => setTimeout(resolve, 500))
      const started = Date.now()
      const [frozen, joined] = await Promise.all([first, health()])
      expect(frozen.status).toBe(503)
      expect(frozen.data.checks.redis).toMatchObject({ ok: false, error: 'timeout' })
      expect(frozen.data.checks.redis!.ms).toBeGreaterThanOrEqual(1_900)
      // The second request joined the round already running: its answer, no 2 s of its own.
      expect(joined.data).toEqual(frozen.data)
      expect(Date.now() - started).toBeLessThan(1_800)
    } finally {
      redis.resume()
    }
  })
})
