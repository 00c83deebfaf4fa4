/**
 * The seven project statuses (their words: the `labels` texts); which may follow which is
 * `PROJECT_TRANSITIONS` (transitions.ts).
 */
export const PROJECT_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'in_build',
  'review',
  'live',
  'on_care',
] as const

export type ProjectStatus = (typeof PROJECT_STATUSES)[number]
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'pending'
