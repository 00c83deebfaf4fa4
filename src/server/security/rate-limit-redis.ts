import type { Payload } from 'payload'

import { lastRedisError, type SharedRedis } from '../redis/shared-redis'

/**
 * One hit, atomically: the increment and, on a window's first hit, its expiry at the window's
 * end. Separate commands could leave a counter without expiry if the connection dropped between
 * them, and that address would stay refused for good.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`

/** Whether the last attempt failed: an outage is logged once, at its start, and at its end. */
let down = false

/**
 * Counts one hit of `bucket` in the window starting at `start`, which ends `ttlMs` from now, and
 * returns the window's hits; null when Redis cannot answer, for the caller to count elsewhere.
 */
export const countInRedis = async (
  payload: Payload,
  redis: SharedRedis,
  bucket: string,
  start: Date,
  ttlMs: number,
): Promise<number | null> => {
  try {
    if (!redis.isReady) throw lastRedisError() ?? new Error('Redis is not connected yet')
    const hits = Number(
      await redis.eval(HIT_SCRIPT, {
        keys: [`rate-limit:${bucket}:${start.getTime()}`],
        arguments: [String(Math.max(1, ttlMs))],
      }),
    )
    if (down) {
      down = false
      payload.logger.info('Redis answers again: rate limits are counted in Redis')
    }
    return hits
  } catch (error) {
    if (!down) {
      down = true
      payload.logger.warn({
        msg: 'Redis (REDIS_URL) does not answer: rate limits are counted in PostgreSQL until it does',
        err: error,
      })
    }
    return null
  }
}
