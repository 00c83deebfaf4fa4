import { describe, expect, it } from 'vitest'

import { payloadQuery } from './payload-query'

describe('payloadQuery', () => {
  it('encodes a nested where, a sort and numbers as Payload reads them, without a leading ?', () => {
    expect(
      decodeURIComponent(
        payloadQuery({ where: { readAt: { exists: false } }, sort: '-createdAt', limit: 8 }),
      ),
    ).toBe('where[readAt][exists]=false&sort=-createdAt&limit=8')
  })

  it('escapes what would break the query string', () => {
    expect(payloadQuery({ search: 'a&b=c' })).toBe('search=a%26b%3Dc')
  })

  it('is empty for an empty query', () => {
    expect(payloadQuery({})).toBe('')
  })
})
