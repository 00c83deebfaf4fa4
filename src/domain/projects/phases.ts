import type { ProjectStatus } from './status'

/** A project's life in order, as its client follows it (a rejected brief has none). */
export const PROJECT_PHASES = [
  'pending',
  'approved',
  'in_build',
  'review',
  'live',
  'on_care',
] as const satisfies readonly ProjectStatus[]

export type PhaseState = 'done' | 'current' | 'upcoming'

/** Each phase of the timeline, done, current or to come; null for a rejected project. */
export const phaseTimeline = (status: ProjectStatus) => {
  const current = PROJECT_PHASES.indexOf(status as (typeof PROJECT_PHASES)[number])
  if (current < 0) return null
  return PROJECT_PHASES.map((phase, index) => ({
    phase,
    state: (index < current ? 'done' : index === current ? 'current' : 'upcoming') as PhaseState,
  }))
}
