import type { RequestStatus } from './status'

/**
 * When a request was resolved: stamped the moment it becomes Done, kept while it stays Done,
 * cleared when it is reopened.
 */
export const resolvedAtFor = (
  next: RequestStatus,
  previous: RequestStatus | undefined,
  previousResolvedAt: string | null,
  now: Date,
): string | null => {
  if (next !== 'Done') return null
  if (previous === 'Done' && previousResolvedAt) return previousResolvedAt
  return now.toISOString()
}
