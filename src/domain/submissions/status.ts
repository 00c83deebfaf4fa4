import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** A brief is pending until an admin approves or rejects it (spec §4). */
export const SUBMISSION_STATUS_LABELS = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
} as const satisfies Labelled<string>

export type SubmissionStatus = keyof typeof SUBMISSION_STATUS_LABELS
export const SUBMISSION_STATUSES = valuesOf<SubmissionStatus>(SUBMISSION_STATUS_LABELS)
