import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CONTENT_TAGS, revalidateContent } from '@/server/content'

type Tag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS]

/** Hooks that mark the public pages built from a collection stale when an editor changes it. */
export const revalidateOnChange = (tag: Tag) => ({
  afterChange: [(() => revalidateContent(tag)) satisfies CollectionAfterChangeHook],
  afterDelete: [(() => revalidateContent(tag)) satisfies CollectionAfterDeleteHook],
})
