import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** A brief is pending until an admin approves or rejects it. */
export const SUBMISSION_STATUS_LABELS = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
} as const satisfies Labelled<string>

export type SubmissionStatus = keyof typeof SUBMISSION_STATUS_LABELS
export const SUBMISSION_STATUSES = valuesOf<SubmissionStatus>(SUBMISSION_STATUS_LABELS)

/** How long a submission wears the 'Nouveau' badge after it arrives. */
export const NEW_SUBMISSION_HOURS = 24

export const isNewSubmission = (createdAt: string | Date, now: Date = new Date()): boolean => {
  const age = now.getTime() - new Date(createdAt).getTime()
  return age >= 0 && age < NEW_SUBMISSION_HOURS * 3_600_000
}

/** Approve and reject are offered for pending submissions only. */
export const canDecideSubmission = (status: SubmissionStatus): boolean => status === 'pending'
