import type { Where } from 'payload'

import type { ProjectStatus } from '@/domain/projects/status'
import { likeSearchWords } from '@/domain/web/search-words'

import type { ListCriteria } from '../list/use-backoffice-list'

export const PROJECTS_PER_PAGE = 20

/** The projects table's request: each word in the project's name or its owner, filtered in SQL. */
export const projectQuery = ({ search, filter, page }: ListCriteria<ProjectStatus>) => {
  const and: Where[] = []
  if (filter !== 'all') and.push({ status: { equals: filter } })
  for (const word of likeSearchWords(search)) {
    and.push({ or: [{ projectName: { like: word } }, { adminOwner: { like: word } }] })
  }
  return {
    where: and.length ? { and } : {},
    sort: '-createdAt',
    limit: PROJECTS_PER_PAGE,
    page,
    depth: 0,
  }
}
