import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Marking read takes the server's time, once: a second click (or a replay) keeps the first
 * moment, and a notification is never marked unread again.
 */
export const stampRead: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !('readAt' in data)) return data
  const first = (originalDoc as { readAt?: string | null } | undefined)?.readAt
  data.readAt = first ?? new Date().toISOString()
  return data
}
