import { describe, expect, it } from 'vitest'

import { submissionQuery } from './submission-query'

describe('submissionQuery', () => {
  it('asks for everything, newest first, with the project and files joined', () => {
    expect(submissionQuery({ search: '  ', filter: 'all', page: 3 })).toEqual({
      where: {},
      sort: '-createdAt',
      limit: 20,
      page: 3,
      depth: 1,
      joins: { project: { limit: 1 }, files: { limit: 20 } },
    })
  })

  it('filters by status and needs every word somewhere in the four fields', () => {
    const { where } = submissionQuery({ search: 'Inès  Martin', filter: 'pending', page: 1 })
    const fields = (word: string) =>
      ['firstName', 'lastName', 'companyName', 'email'].map((field) => ({
        [field]: { like: word },
      }))
    expect(where).toEqual({
      and: [{ status: { equals: 'pending' } }, { or: fields('Inès') }, { or: fields('Martin') }],
    })
  })

  it('ignores words beyond the fifth, so a pasted paragraph stays a small query', () => {
    const { where } = submissionQuery({ search: 'a b c d e f g', filter: 'all', page: 1 })
    expect((where as { and: unknown[] }).and).toHaveLength(5)
  })
})
