import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

/**
 * A read of Payload's data kept in Next's data cache until its tags are revalidated (or its time is up), so
 * a page never queries per visit. The caller passes its Payload instance in; the cache's key is
 * `key` and the other arguments, never the instance.
 */
export const cachedRead =
  <A extends unknown[], R>(
    read: (payload: Payload, ...args: A) => Promise<R>,
    key: string,
    options: { tags: string[]; revalidate?: number },
  ) =>
  (payload: Payload, ...args: A): Promise<R> =>
    unstable_cache(() => read(payload, ...args), [key, JSON.stringify(args)], options)()
