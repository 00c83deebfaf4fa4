import type { Where } from 'payload'

import type { ProjectStatus } from '@/domain/projects/status'
import { likeSearchWords } from '@/domain/web/search-words'

export type ProjectFilter = { search: string; status: ProjectStatus | 'all'; page: number }

export const PROJECTS_PER_PAGE = 20

/** The projects table's request: each word in the project's name or its owner, filtered in SQL. */
export const projectQuery = ({ search, status, page }: ProjectFilter) => {
  const and: Where[] = []
  if (status !== 'all') and.push({ status: { equals: status } })
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
