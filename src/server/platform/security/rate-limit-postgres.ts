import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Old windows are purged when a new one opens, at most once a minute per process: every new
 * visitor opens a window, and a purge per visitor was a statement too many on every brief.
 */
const PURGE_EVERY_MS = 60_000
let lastPurgeAt = Number.NEGATIVE_INFINITY

/**
 * Counts one hit of `bucket` in the window starting at `start` and returns the window's hits. One
 * atomic upsert: concurrent requests on any number of instances are all counted.
 */
export const countInPostgres = async (payload: Payload, bucket: string, start: Date, now: Date) => {
  const result = await payload.db.drizzle.execute(sql`
    insert into rate_limit_hits (bucket, window_start, hits) values (${bucket}, ${start.toISOString()}, 1)
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
  return hits
}
