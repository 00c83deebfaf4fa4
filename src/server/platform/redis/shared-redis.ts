import { createClient } from '@redis/client'

import { env } from '../config/env'

const CONNECT_TIMEOUT_MS = 2_000
const RECONNECT_EVERY_MS = 1_000

export type SharedRedis = ReturnType<typeof connectRedis>

/** What went wrong with Redis last, for the one log line of an outage. */
let lastError: unknown = null

const connectRedis = (url: string) => {
  const client = createClient({
    url,
    // Without a connection a command fails at once instead of waiting in a queue: callers fall
    // back to PostgreSQL for the outage, and the client keeps reconnecting meanwhile.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: RECONNECT_EVERY_MS },
  })
  // The client reports each failed reconnection here; without a listener Node would end the
  // process. The store that next needs Redis logs the outage once.
  client.on('error', (error: unknown) => {
    lastError = error
  })
  client.connect().catch((error: unknown) => {
    lastError = error
  })
  return client
}

let shared: SharedRedis | null | undefined

/** The process's one Redis client, connecting in the background; null when REDIS_URL is unset. */
export const sharedRedis = (): SharedRedis | null => {
  if (shared === undefined) shared = env.redisUrl ? connectRedis(env.redisUrl) : null
  return shared
}

/** The last error the client reported (a refused connection, a timeout). */
export const lastRedisError = () => lastError
