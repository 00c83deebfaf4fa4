import { describe, expect, it } from 'vitest'

import { requestQuery } from './request-query'

describe('requestQuery', () => {
  const now = new Date('2026-11-22T12:00:00.000Z')

  it('lists every request, newest first, with their relations', () => {
    expect(
      requestQuery({ search: '', filter: 'all', overdueOnly: false, page: 1 }, 48, now),
    ).toEqual({ where: {}, sort: '-createdAt', limit: 20, page: 1, depth: 1 })
  })

  it('keeps open requests older than the critical threshold for “overdue only”', () => {
    const { where } = requestQuery(
      { search: '', filter: 'all', overdueOnly: true, page: 1 },
      48,
      now,
    )
    expect(where).toEqual({
      and: [
        { status: { not_equals: 'Done' } },
        { createdAt: { less_than: '2026-11-20T12:00:00.000Z' } },
      ],
    })
  })

  it('needs each word in the project name, the page or the description', () => {
    const { where } = requestQuery(
      { search: 'logo', filter: 'Pending', overdueOnly: false, page: 2 },
      48,
      now,
    )
    expect(where).toEqual({
      and: [
        { status: { equals: 'Pending' } },
        {
          or: [
            { 'project.projectName': { like: 'logo' } },
            { pageConcerned: { like: 'logo' } },
            { changeDescription: { like: 'logo' } },
          ],
        },
      ],
    })
  })
})
