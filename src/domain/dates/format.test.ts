import { describe, expect, it } from 'vitest'

import { formatDay, isoDay } from './format'

describe('formatDay', () => {
  it('writes day, abbreviated month and year in the language', () => {
    expect(formatDay('2026-11-21T10:00:00Z', 'fr')).toBe('21 nov. 2026')
    expect(formatDay('2026-03-02T10:00:00Z', 'en')).toBe('2 Mar 2026')
    expect(formatDay(new Date('2026-07-14T10:00:00Z'))).toBe('14 juil. 2026')
  })
  it('gives the ISO day for machines', () => {
    expect(isoDay('2026-11-21T10:00:00Z')).toBe('2026-11-21')
  })
})
