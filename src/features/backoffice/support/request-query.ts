import type { Where } from 'payload'

import type { RequestStatus } from '@/domain/requests/status'
import { likeSearchWords } from '@/domain/web/search-words'

import type { ListCriteria } from '../list/use-backoffice-list'

export type RequestCriteria = ListCriteria<RequestStatus> & { overdueOnly: boolean }

export const REQUESTS_PER_PAGE = 20

/**
 * The support list's request: status, 'overdue only' (open and older than the critical threshold)
 * and each searched word in the project's name, the page or the description, all in SQL; the
 * project, the client and the assignee come joined.
 */
export const requestQuery = (
  { search, filter, overdueOnly, page }: RequestCriteria,
  criticalHours: number,
  now: Date = new Date(),
) => {
  const and: Where[] = []
  if (filter !== 'all') and.push({ status: { equals: filter } })
  if (overdueOnly) {
    and.push(
      { status: { not_equals: 'Done' } },
      {
        createdAt: { less_than: new Date(now.getTime() - criticalHours * 3_600_000).toISOString() },
      },
    )
  }
  for (const word of likeSearchWords(search)) {
    and.push({
      or: [
        { 'project.projectName': { like: word } },
        { pageConcerned: { like: word } },
        { changeDescription: { like: word } },
      ],
    })
  }
  return {
    where: and.length ? { and } : {},
    sort: '-createdAt',
    limit: REQUESTS_PER_PAGE,
    page,
    depth: 1,
  }
}
