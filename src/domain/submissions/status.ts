/** A brief is pending until an admin approves or rejects it. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/** How long a submission wears the 'Nouveau' badge after it arrives. */
export const NEW_SUBMISSION_HOURS = 24

/**
 * Whether a submission wears the 'Nouveau' badge: it arrived within the last day and is still
 * waiting for a decision (one badge per state: never 'Nouveau' beside 'Approuvée' or 'Rejetée').
 */
export const isNewSubmission = (
  { createdAt, status }: { createdAt: string | Date; status: SubmissionStatus },
  now: Date = new Date(),
): boolean => {
  const age = now.getTime() - new Date(createdAt).getTime()
  return status === 'pending' && age >= 0 && age < NEW_SUBMISSION_HOURS * 3_600_000
}

/** Approve and reject are offered for pending submissions only. */
export const canDecideSubmission = (status: SubmissionStatus): boolean => status === 'pending'

/** A submission's status changes once, from pending to its decision, and never after. */
export const canChangeSubmissionStatus = (from: SubmissionStatus, to: SubmissionStatus): boolean =>
  from === to || canDecideSubmission(from)
