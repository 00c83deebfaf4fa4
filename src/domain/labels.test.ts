import { describe, expect, it } from 'vitest'

import { isOneOf } from './labelled'
import { PROJECT_STATUSES } from './projects/status'
import { isProgressPercentage } from './projects/progress'
import { CLIENT_REQUEST_STATUS } from './requests/status'
import { isSlug } from './content/slug'
import { isHttpUrl } from './web/url'

describe('closed lists', () => {
  it('has the seven project statuses', () => {
    expect(PROJECT_STATUSES).toEqual([
      'pending',
      'approved',
      'rejected',
      'in_build',
      'review',
      'live',
      'on_care',
    ])
  })
  it('maps request statuses to the client side names', () => {
    expect(CLIENT_REQUEST_STATUS).toEqual({
      Pending: 'pending',
      InProgress: 'in_progress',
      Done: 'completed',
    })
  })
  it('tells values of a list from strangers', () => {
    expect(isOneOf(PROJECT_STATUSES, 'live')).toBe(true)
    expect(isOneOf(PROJECT_STATUSES, 'toString')).toBe(false)
    expect(isOneOf(PROJECT_STATUSES, 3)).toBe(false)
    expect(isOneOf(PROJECT_STATUSES, null)).toBe(false)
  })
})

describe('small predicates', () => {
  it.each([0, 55, 100])('progress %i is valid', (value) =>
    expect(isProgressPercentage(value)).toBe(true),
  )
  it.each([-1, 101, 12.5, '50'])('progress %s is not', (value) =>
    expect(isProgressPercentage(value)).toBe(false),
  )
  it('accepts lowercase hyphenated slugs only', () => {
    expect(isSlug('mon-premier-article')).toBe(true)
    for (const bad of ['', 'Mon-Article', 'a--b', '-a', 'a b', 'é']) expect(isSlug(bad)).toBe(false)
  })
  it('accepts http(s) URLs only', () => {
    expect(isHttpUrl('https://wa.me/41790000000')).toBe(true)
    for (const bad of ['javascript:alert(1)', 'wa.me/4179', '', 'ftp://x.ch'])
      expect(isHttpUrl(bad)).toBe(false)
  })
})
