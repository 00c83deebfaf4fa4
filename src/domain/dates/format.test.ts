import { describe, expect, it } from 'vitest'

import { formatDay, formatDayTime, isoDay, zurichDayStart } from './format'

describe('formatDay', () => {
  it('writes day, abbreviated month and year in the language', () => {
    expect(formatDay('2026-11-21T10:00:00Z', 'fr')).toBe('21 nov. 2026')
    expect(formatDay('2026-03-02T10:00:00Z', 'en')).toBe('2 Mar 2026')
    expect(formatDay(new Date('2026-07-14T10:00:00Z'))).toBe('14 juil. 2026')
  })
  it('reads the day on the studio’s clock (Zurich), summer and winter', () => {
    // 23:30 UTC is already the next day in Zurich (UTC+1 in winter, UTC+2 in summer).
    expect(formatDay('2026-12-31T23:30:00Z')).toBe('1 janv. 2027')
    expect(formatDay('2026-06-30T22:10:00Z', 'en')).toBe('1 Jul 2026')
    expect(formatDay('2026-06-30T21:50:00Z', 'en')).toBe('30 Jun 2026')
  })
  it('refuses what is not a date rather than print "Invalid Date"', () => {
    expect(() => formatDay('not a date')).toThrow(RangeError)
  })
  it('gives the ISO day for machines', () => {
    expect(isoDay('2026-11-21T10:00:00Z')).toBe('2026-11-21')
  })
})

describe('formatDayTime', () => {
  it('adds the Zurich time on 24 hours', () => {
    expect(formatDayTime('2026-11-21T13:05:00Z')).toBe('21 nov. 2026, 14:05')
    expect(formatDayTime('2026-07-01T06:00:00Z', 'en')).toBe('1 Jul 2026, 08:00')
  })
})

describe('zurichDayStart', () => {
  it('is the studio’s midnight in winter and in summer, also on the days the clock changes', () => {
    expect(zurichDayStart('2026-11-29')).toBe('2026-11-28T23:00:00.000Z')
    expect(zurichDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z')
    expect(zurichDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z')
    expect(zurichDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z')
  })
})
