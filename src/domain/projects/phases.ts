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

/**
 * The project's one measure of progress, read by its stepper and its percentage alike so they
 * never disagree: each phase an equal share, those before full, the current one filled as far as
 * the studio says its work is (`phasePercent`), the last (care, ongoing) full once reached. Null
 * for a rejected brief.
 */
export const projectProgress = (status: ProjectStatus, phasePercent: number | null | undefined) => {
  const timeline = phaseTimeline(status)
  if (!timeline) return null
  const within = Math.max(0, Math.min(100, Math.round(phasePercent ?? 0)))
  const phases = timeline.map(({ phase, state }, index) => ({
    phase,
    state,
    filled:
      state === 'done' || (state === 'current' && index === timeline.length - 1)
        ? 100
        : state === 'current'
          ? within
          : 0,
  }))
  return {
    phases,
    step: timeline.findIndex(({ state }) => state === 'current') + 1,
    steps: timeline.length,
    percent: Math.round(phases.reduce((sum, { filled }) => sum + filled, 0) / phases.length),
  }
}

/** The project's percentage alone, as every progress bar shows it (0 for a rejected brief). */
export const overallProgress = (status: ProjectStatus, phasePercent: number | null | undefined) =>
  projectProgress(status, phasePercent)?.percent ?? 0
