import { describe, expect, it } from 'vitest'

import { monthLabel, shortMonthLabel } from './revenue-months'

describe('revenue month labels', () => {
  it('name the month in French, whatever the machine’s time zone', () => {
    expect(monthLabel('2026-11')).toBe('novembre 2026')
    expect(monthLabel('2027-01')).toBe('janvier 2027')
    expect(shortMonthLabel('2026-02')).toBe('févr. 26')
    expect(shortMonthLabel('2026-12')).toBe('déc. 26')
  })

  it('refuse what is not a month rather than label it wrongly', () => {
    for (const month of ['', 'novembre', '2026']) {
      expect(() => monthLabel(month)).toThrow(RangeError)
    }
  })
})
