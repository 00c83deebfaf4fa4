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

/**
 * A visitor waits at most this long for Redis. The client's own command timeout stops once a
 * command is written, so a Redis that hangs with its connection open would hold requests for good.
 */
const ANSWER_WITHIN_MS = 500
/** After a failure, Redis is asked again only after this pause: an outage costs no wait per hit. */
const RETRY_AFTER_MS = 1_000

/** Whether Redis is failing: an outage is logged once, at its start, and at its end. */
let down = false
let retryAt = 0

const withinTime = <T>(work: Promise<T>) => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    )
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

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
  if (down && Date.now() < retryAt) return null
  try {
    if (!redis.isReady) throw lastRedisError() ?? new Error('Redis is not connected yet')
    const hits = Number(
      await withinTime(
        redis.eval(HIT_SCRIPT, {
          keys: [`rate-limit:${bucket}:${start.getTime()}`],
          arguments: [String(Math.max(1, ttlMs))],
        }),
      ),
    )
    if (down) {
      down = false
      payload.logger.info('Redis answers again: rate limits are counted in Redis')
    }
    return hits
  } catch (error) {
    retryAt = Date.now() + RETRY_AFTER_MS
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
