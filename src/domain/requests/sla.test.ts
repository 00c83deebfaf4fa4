import { describe, expect, it } from 'vitest'

import { resolvedAtFor } from './resolution'
import { responseDueAt, slaHours, slaLevel } from './sla'

describe('slaHours', () => {
  const created = '2026-01-05T08:00:00.000Z'
  it('counts whole hours up to now while open', () => {
    expect(slaHours(created, null, new Date('2026-01-06T09:59:00.000Z'))).toBe(25)
  })
  it('stops at the resolution', () => {
    expect(slaHours(created, '2026-01-05T11:30:00.000Z', new Date('2030-01-01'))).toBe(3)
  })
  it('is never negative', () => {
    expect(slaHours(created, null, new Date('2026-01-01T00:00:00.000Z'))).toBe(0)
  })
})

describe('slaLevel', () => {
  const thresholds = { warnHours: 24, criticalHours: 48 }
  it.each([
    [0, 'ok'],
    [24, 'ok'],
    [25, 'warn'],
    [48, 'warn'],
    [49, 'critical'],
  ] as const)('%i hours is %s', (hours, level) => {
    expect(slaLevel(hours, thresholds)).toBe(level)
  })
})

describe('resolvedAtFor', () => {
  const now = new Date('2026-02-01T10:00:00.000Z')
  it('stamps a request the moment it is Done', () => {
    expect(resolvedAtFor('Done', 'InProgress', null, now)).toBe(now.toISOString())
  })
  it('keeps the first stamp while it stays Done', () => {
    expect(resolvedAtFor('Done', 'Done', '2026-01-01T00:00:00.000Z', now)).toBe(
      '2026-01-01T00:00:00.000Z',
    )
  })
  it('clears it when reopened', () => {
    expect(resolvedAtFor('InProgress', 'Done', '2026-01-01T00:00:00.000Z', now)).toBeNull()
  })
})

describe('responseDueAt', () => {
  it('is the creation plus the warn threshold', () => {
    expect(responseDueAt('2026-01-05T08:00:00.000Z', 24).toISOString()).toBe(
      '2026-01-06T08:00:00.000Z',
    )
  })
  it('is the creation itself with a zero threshold', () => {
    expect(responseDueAt('2026-01-05T08:00:00.000Z', 0).toISOString()).toBe(
      '2026-01-05T08:00:00.000Z',
    )
  })
})
