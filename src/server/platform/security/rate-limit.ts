import { APIError, type Payload, type PayloadRequest } from 'payload'

import {
  clientIp,
  RATE_LIMITS,
  type RateLimitedAction,
  type RateLimitRule,
  retryAfterMinutes,
  retryAfterSeconds,
  windowStart,
} from '@/domain/security/rate-limit'

import { apiT } from '../i18n/request-language'

import { env } from '../config/env'
import { sharedRedis } from '../redis/shared-redis'
import { countInPostgres } from './rate-limit-postgres'
import { countInRedis } from './rate-limit-redis'

/**
 * Counts one hit of `bucket` in its fixed window and tells whether it is within `rule`. In Redis
 * when REDIS_URL is set and it answers, in PostgreSQL otherwise: either way every instance of the
 * app shares the counts, and a Redis outage never lifts the limits.
 */
export const consumeLimit = async (
  payload: Payload,
  bucket: string,
  { limit, windowSeconds }: RateLimitRule,
  now = new Date(),
) => {
  const start = windowStart(now, windowSeconds)
  const retryAfter = retryAfterSeconds(now, windowSeconds)
  const redis = sharedRedis()
  const windowLeftMs = start.getTime() + windowSeconds * 1000 - now.getTime()
  const hits =
    (redis && (await countInRedis(payload, redis, bucket, start, windowLeftMs))) ??
    (await countInPostgres(payload, bucket, start, now))
  return { allowed: hits <= limit, retryAfter }
}

/** Counts one request of `action` from `ip` and tells whether it is within the limit. */
export const consumeRateLimit = (
  payload: Payload,
  action: RateLimitedAction,
  ip: string,
  now = new Date(),
) => consumeLimit(payload, `${action}:${ip}`, RATE_LIMITS[action], now)

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
