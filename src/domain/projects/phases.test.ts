import { describe, expect, it } from 'vitest'

import { phaseTimeline, PROJECT_PHASES } from './phases'

describe('the project’s timeline', () => {
  it('marks the phases before as done, its own as current and the rest as to come', () => {
    expect(phaseTimeline('in_build')).toEqual([
      { phase: 'pending', state: 'done' },
      { phase: 'approved', state: 'done' },
      { phase: 'in_build', state: 'current' },
      { phase: 'review', state: 'upcoming' },
      { phase: 'live', state: 'upcoming' },
      { phase: 'on_care', state: 'upcoming' },
    ])
    expect(phaseTimeline('pending')?.[0]).toEqual({ phase: 'pending', state: 'current' })
    expect(
      phaseTimeline('on_care')?.every(({ state }, i) => state === (i < 5 ? 'done' : 'current')),
    ).toBe(true)
  })

  it('has none for a rejected brief', () => {
    expect(phaseTimeline('rejected')).toBeNull()
    expect(PROJECT_PHASES).not.toContain('rejected')
  })
})
