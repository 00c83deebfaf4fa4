/**
 * Next.js's cache (prerendered pages, `unstable_cache` data and their tags) in Redis, shared by
 * every instance of the app: a CMS change revalidated on one instance is what all of them serve.
 * next.config.ts names this file only when REDIS_URL is set; Next loads it at run time as a plain
 * module, so it imports packages only, never the app's TypeScript.
 *
 * Reads go to Redis; only when Redis fails (down, or silent past ANSWER_WITHIN_MS) does the
 * package's CacheHandler answer from this instance's own memory, which every write and
 * revalidation also reaches. An outage is logged once, at its start and at its end; a page is
 * never refused for it.
 */
import { setTimeout as delay } from 'node:timers/promises'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** A page waits at most this long for Redis before the local copy answers. */
const ANSWER_WITHIN_MS = 1_000
/** How long the first request waits for the connection when the instance starts. */
const CONNECT_TIMEOUT_MS = 2_000
const RECONNECT_EVERY_MS = 1_000
/** After a failure, Redis is asked again only after this pause. */
const RETRY_AFTER_MS = 1_000

/**
 * Redis's state as this instance sees it: an outage is logged once, at its start and at its end,
 * and during one Redis is asked again only every RETRY_AFTER_MS, so that pages wait for it once.
 * @param {Pick<Console, 'warn' | 'info'>} log
 */
const outageLog = (log) => {
  let down = false
  let retryAt = 0
  return {
    resting: () => down && Date.now() < retryAt,
    /** @param {unknown} error */
    failed: (error) => {
      retryAt = Date.now() + RETRY_AFTER_MS
      if (down) return
      down = true
      log.warn('Redis (REDIS_URL) does not answer: pages are cached in this instance only', error)
    },
    answered: () => {
      if (!down) return
      down = false
      log.info('Redis answers again: pages are cached in Redis, shared by every instance')
    },
  }
}

/**
 * The Redis handler, bounded in time and its failures noted in the outage log, before the
 * CacheHandler falls back. Its own timeout stops only commands not yet written: a Redis that
 * hangs with its connection open would hold a page for good.
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} handler
 * @param {ReturnType<typeof outageLog>} outage
 * @returns {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler}
 */
const watchedForOutages = (handler, outage) => {
  /** @type {<A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A) => Promise<R>} */
  const watched =
    (call) =>
    async (...args) => {
      if (outage.resting()) throw new Error('Redis is resting after a failure')
      /** @type {NodeJS.Timeout | undefined} */
      let timer
      const late = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${ANSWER_WITHIN_MS} ms`)),
          ANSWER_WITHIN_MS,
        )
      })
      try {
        const result = await Promise.race([call(...args), late])
        outage.answered()
        return result
      } catch (error) {
        outage.failed(error)
        throw error
      } finally {
        clearTimeout(timer)
      }
    }
  return {
    name: handler.name,
    get: watched(handler.get.bind(handler)),
    set: watched(handler.set.bind(handler)),
    revalidateTag: watched(handler.revalidateTag.bind(handler)),
    delete: handler.delete && watched(handler.delete.bind(handler)),
  }
}

/**
 * The handlers of one instance: Redis first, then this instance's memory. The CacheHandler asks
 * the next handler only when one fails, and a miss in Redis is a miss: this instance's copy of an
 * entry another instance revalidated is never served while Redis answers (the package's composite
 * handler, which reads on past a miss, would serve it). Without REDIS_URL, in development and
 * during `next build` (which may not reach Redis), memory only.
 * @param {{ buildId?: string, dev?: boolean }} context what Next tells the CacheHandler
 * @param {{ redisUrl?: string, log?: Pick<Console, 'warn' | 'info'> }} [options]
 */
export const createCacheHandlers = async (
  { buildId, dev },
  { redisUrl = process.env.REDIS_URL, log = console } = {},
) => {
  const local = createLruHandler()
  if (!redisUrl || dev || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [local] }
  }
  const outage = outageLog(log)
  const client = createClient({
    url: redisUrl,
    // Without a connection a command fails at once and the local copy answers meanwhile.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: RECONNECT_EVERY_MS },
  })
  // Each failed reconnection is reported here (without a listener Node would end the process).
  client.on('error', outage.failed)
  client.on('ready', outage.answered)
  // The client keeps reconnecting while Redis is down: the start waits for it a moment only.
  await Promise.race([client.connect().catch(outage.failed), delay(CONNECT_TIMEOUT_MS)])
  const shared = createRedisHandler({
    client,
    // Each build's pages under their own keys: two deploys sharing a Redis never mix them.
    keyPrefix: `studio:${buildId ?? 'unbuilt'}:`,
  })
  return { handlers: [watchedForOutages(shared, outage), local] }
}

CacheHandler.onCreation((context) => createCacheHandlers(context))

export default CacheHandler
