import { describe, expect, it } from 'vitest'

import { phaseTimeline, PROJECT_PHASES, projectProgress } from './phases'

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

describe('the project’s progress', () => {
  it('is the phases’ shares: those done, and the current one as far as its work is', () => {
    // Stage 4 of 6, its review 40 % done: three phases and 0.4 of one, out of six.
    expect(projectProgress('review', 40)).toMatchObject({ step: 4, steps: 6, percent: 57 })
    expect(projectProgress('review', 40)?.phases.map(({ filled }) => filled)).toEqual([
      100, 100, 100, 40, 0, 0,
    ])
    expect(projectProgress('pending', 0)).toMatchObject({ step: 1, percent: 0 })
    expect(projectProgress('live', 100)).toMatchObject({ step: 5, percent: 83 })
  })

  it('is whole once the project is in care, and never beyond its phase', () => {
    expect(projectProgress('on_care', 0)).toMatchObject({ step: 6, percent: 100 })
    // A stray value is held to the phase: it never fills the next one, nor empties those done.
    expect(projectProgress('in_build', 250)?.percent).toBe(50)
    expect(projectProgress('in_build', -5)?.percent).toBe(33)
    expect(projectProgress('in_build', null)?.percent).toBe(33)
  })

  it('has none for a rejected brief', () => {
    expect(projectProgress('rejected', 80)).toBeNull()
  })
})
