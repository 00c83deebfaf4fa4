import { describe, expect, it } from 'vitest'

import { isValueOf } from './labelled'
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from './projects/status'
import { PROJECT_TYPE_LABELS } from './projects/type'
import { isProgressPercentage } from './projects/progress'
import { CLIENT_REQUEST_STATUS, REQUEST_STATUS_LABELS } from './requests/status'
import { isSlug } from './content/slug'
import { isHttpUrl } from './web/url'

describe('labels of the spec', () => {
  it('has the seven project statuses with their French labels', () => {
    expect(PROJECT_STATUS_LABELS).toEqual({
      pending: 'En attente',
      approved: 'Approuvé',
      rejected: 'Rejeté',
      in_build: 'En développement',
      review: 'Revue',
      live: 'Live',
      on_care: 'En suivi',
    })
    expect(PROJECT_STATUSES).toHaveLength(7)
  })
  it('names the three offers', () => {
    expect(PROJECT_TYPE_LABELS).toEqual({
      launch_site: 'Site Launch',
      pro_platform: 'Plateforme Pro',
      real_software: 'Logiciel',
    })
  })
  it('maps request statuses to their French labels and the client side names', () => {
    expect(REQUEST_STATUS_LABELS).toEqual({
      Pending: 'En attente',
      InProgress: 'En cours',
      Done: 'Terminée',
    })
    expect(CLIENT_REQUEST_STATUS).toEqual({
      Pending: 'pending',
      InProgress: 'in_progress',
      Done: 'completed',
    })
  })
  it('tells values of a list from strangers', () => {
    expect(isValueOf(PROJECT_STATUS_LABELS, 'live')).toBe(true)
    expect(isValueOf(PROJECT_STATUS_LABELS, 'toString')).toBe(false)
    expect(isValueOf(PROJECT_STATUS_LABELS, 3)).toBe(false)
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
