import { describe, expect, it } from 'vitest'

import { projectQuery } from './project-query'

describe('projectQuery', () => {
  it('lists every project, newest first, 20 per page', () => {
    expect(projectQuery({ search: '', filter: 'all', page: 2 })).toEqual({
      where: {},
      sort: '-createdAt',
      limit: 20,
      page: 2,
      depth: 0,
    })
  })

  it('filters by status and needs each word in the name or the owner', () => {
    expect(projectQuery({ search: 'site  Marc', filter: 'live', page: 1 }).where).toEqual({
      and: [
        { status: { equals: 'live' } },
        { or: [{ projectName: { like: 'site' } }, { adminOwner: { like: 'site' } }] },
        { or: [{ projectName: { like: 'Marc' } }, { adminOwner: { like: 'Marc' } }] },
      ],
    })
  })
})
