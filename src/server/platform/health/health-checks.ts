import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, Payload } from 'payload'

import { sharedRedis } from '../redis/shared-redis'
import { fileStore } from '../storage/file-store'

/** Past this a check counts as failed: a monitor must get its answer quickly, whatever hangs. */
const CHECK_TIMEOUT_MS = 2_000

export type CheckResult = { ok: boolean; ms: number; error?: string }

/**
 * One check, timed. A failure is named by its kind only (a timeout, an error's name and code):
 * the answer is public, so no message that could carry an address or a key.
 */
const timed = async (check: () => Promise<unknown>): Promise<CheckResult> => {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([check(), timeout])
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    const failure = error as { name?: string; code?: string; message?: string }
    const kind =
      failure.message === 'timeout'
        ? 'timeout'
        : [failure.name, failure.code].filter(Boolean).join(' ')
    return { ok: false, ms: Math.round(performance.now() - started), error: kind || 'error' }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * What one instance needs to serve: its database, Redis when REDIS_URL is set (the rate limits
 * fall back to PostgreSQL without it, but the instances then count apart), and the uploads'
 * storage (MEDIA_DIR writable, or the bucket answering). Run side by side.
 */
export const runHealthChecks = async (payload: Payload) => {
  const redis = sharedRedis()
  const store = fileStore()
  const [database, redisCheck, storage] = await Promise.all([
    timed(() => payload.db.drizzle.execute(sql`select 1`)),
    redis ? timed(() => redis.ping()) : null,
    timed(() => store.check()),
  ])
  const checks = {
    database,
    ...(redisCheck ? { redis: redisCheck } : {}),
    storage: { ...storage, kind: store.kind },
  }
  return { ok: Object.values(checks).every((check) => check.ok), checks }
}

let running: ReturnType<typeof runHealthChecks> | null = null

/**
 * The checks of this moment: requests arriving while a round runs share it, so a burst of them
 * (the endpoint is open) costs one database query and one call to the bucket at a time.
 */
const sharedHealthChecks = (payload: Payload) => {
  running ??= runHealthChecks(payload).finally(() => {
    running = null
  })
  return running
}

/**
 * GET /api/health, for a load balancer and a monitor: 200 when every check passed, 503 otherwise,
 * with each check's time in ms. Open to anyone, never cached.
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const { ok, checks } = await sharedHealthChecks(req.payload)
    return Response.json(
      { status: ok ? 'ok' : 'failing', checks },
      { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
