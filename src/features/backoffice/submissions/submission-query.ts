import type { Where } from 'payload'

import type { SubmissionStatus } from '@/domain/submissions/status'
import { likeSearchWords } from '@/domain/web/search-words'

import type { ListCriteria } from '../list/use-backoffice-list'

export const SUBMISSIONS_PER_PAGE = 20

/**
 * The list's request to Payload's REST API: filtered, sorted and paginated in SQL, with the linked
 * project and the brief's files joined in the same call.
 */
export const submissionQuery = ({ search, filter, page }: ListCriteria<SubmissionStatus>) => {
  const and: Where[] = []
  if (filter !== 'all') and.push({ status: { equals: filter } })
  // Each word must appear in one of the fields: "Inès Martin" finds first name plus last name.
  for (const word of likeSearchWords(search)) {
    and.push({
      or: ['firstName', 'lastName', 'companyName', 'email'].map((field) => ({
        [field]: { like: word },
      })),
    })
  }
  return {
    where: and.length ? { and } : {},
    sort: '-createdAt',
    limit: SUBMISSIONS_PER_PAGE,
    page,
    depth: 1,
    joins: { project: { limit: 1 }, files: { limit: 20 } },
  }
}
