import { sql } from '@payloadcms/db-postgres'
import { APIError, type Payload, type PayloadRequest } from 'payload'

import {
  clientIp,
  RATE_LIMITS,
  type RateLimitedAction,
  retryAfterMinutes,
  retryAfterSeconds,
  windowStart,
} from '@/domain/security/rate-limit'

import { apiT } from '../i18n/request-language'

import { env } from '../config/env'

/**
 * Old windows are purged when a new one opens, at most once a minute per process: every new
 * visitor opens a window, and a purge per visitor was a statement too many on every brief.
 */
const PURGE_EVERY_MS = 60_000
let lastPurgeAt = Number.NEGATIVE_INFINITY

/**
 * Counts one request of `action` from `ip` and tells whether it is within the limit. One atomic
 * upsert in PostgreSQL: concurrent requests on any number of instances are all counted.
 */
export const consumeRateLimit = async (
  payload: Payload,
  action: RateLimitedAction,
  ip: string,
  now = new Date(),
) => {
  const { limit, windowSeconds } = RATE_LIMITS[action]
  const start = windowStart(now, windowSeconds)
  const result = await payload.db.drizzle.execute(sql`
    insert into rate_limit_hits (bucket, window_start, hits) values (${`${action}:${ip}`}, ${start.toISOString()}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limit_hits.hits + 1
    returning hits`)
  const hits = Number((result.rows[0] as { hits: number }).hits)
  if (hits === 1 && now.getTime() - lastPurgeAt >= PURGE_EVERY_MS) {
    // A new window: the day-old ones are of no use any more.
    lastPurgeAt = now.getTime()
    await payload.db.drizzle.execute(
      sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`,
    )
  }
  return { allowed: hits <= limit, retryAfter: retryAfterSeconds(now, windowSeconds) }
}

/**
 * The 429 refusal. Its name is set explicitly: when Payload's error handler comes from another
 * bundle than this class, it cannot recognise it as an APIError and keeps the message only if the
 * error has a name, which a minified class otherwise loses (the visitor then read "An unknown
 * error occurred." instead of when to try again).
 */
class RateLimitError extends APIError {
  constructor(message: string, retryAfter: number) {
    super(message, 429, { retryAfter }, true)
    this.name = 'RateLimitError'
  }
}

/** Refuses the request with 429 and a clear message when its IP is over the limit. */
export const enforceRateLimit = async (req: PayloadRequest, action: RateLimitedAction) => {
  const ip = req.headers ? clientIp(req.headers, env.trustedProxyHops) : 'unknown'
  const { allowed, retryAfter } = await consumeRateLimit(req.payload, action, ip)
  if (!allowed) {
    const minutes = retryAfterMinutes(retryAfter)
    throw new RateLimitError(apiT(req)('tooManyAttempts', { minutes }), retryAfter)
  }
}
