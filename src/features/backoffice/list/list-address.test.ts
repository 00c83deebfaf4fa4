import { describe, expect, it } from 'vitest'

import { addressWith, criteriaFromAddress } from './list-address'

const STATUSES = ['live', 'review'] as const
const read = (query: string, param?: string) =>
  criteriaFromAddress(new URLSearchParams(query), STATUSES, param)

describe('criteriaFromAddress', () => {
  it('reads the search, a known filter and the page', () => {
    expect(read('q=Atelier%20Nord&status=live&page=3')).toEqual({
      search: 'Atelier Nord',
      filter: 'live',
      page: 3,
    })
  })
  it('reads the defaults for nothing, an unknown filter or a page that is not one', () => {
    expect(criteriaFromAddress(null, STATUSES)).toEqual({ search: '', filter: 'all', page: 1 })
    for (const page of ['0', '-3', 'abc', '', '2.7e999']) {
      expect(read(`status=deleted&page=${page}`)).toMatchObject({ filter: 'all', page: 1 })
    }
    expect(read('page=2.9').page).toBe(2)
  })
  it('reads the filter under the name the list gives it', () => {
    expect(read('element=live', 'element').filter).toBe('live')
    expect(read('status=live', 'element').filter).toBe('all')
  })
})

describe('addressWith', () => {
  const base = 'http://localhost/admin/projects'
  it('writes the criteria and leaves the defaults out', () => {
    expect(addressWith(base, { search: ' x y ', filter: 'live', page: 2 })).toBe(
      `${base}?q=x+y&status=live&page=2`,
    )
    expect(
      addressWith(`${base}?q=old&status=live&page=4`, { search: '', filter: 'all', page: 1 }),
    ).toBe(base)
  })
  it('keeps the address’s other parameters', () => {
    expect(addressWith(`${base}?tab=2`, { search: 'a', filter: 'all', page: 1 }, 'element')).toBe(
      `${base}?tab=2&q=a`,
    )
  })
})
