import { describe, expect, it } from 'vitest'

import { countAt } from './counters'

describe('countAt', () => {
  it('goes from 0 to exactly the target over the duration, never backwards', () => {
    expect(countAt(0, 30)).toBe(0)
    expect(countAt(2000, 30)).toBe(30)
    expect(countAt(5000, 99)).toBe(99)
    let previous = 0
    for (let elapsed = 0; elapsed <= 2000; elapsed += 50) {
      const value = countAt(elapsed, 99)
      expect(value).toBeGreaterThanOrEqual(previous)
      expect(value).toBeLessThanOrEqual(99)
      previous = value
    }
    expect(countAt(1000, 100)).toBeGreaterThan(50)
  })
})
