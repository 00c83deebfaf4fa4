'use client'

import type { ProjectSubmission } from '@payload-types'

import { Action } from '../row-action.client'
import type { useSubmissionActions } from './use-submission-actions'

const linkedProjectId = (submission: ProjectSubmission) => {
  const first = submission.project?.docs?.[0]
  return typeof first === 'object' ? first.id : (first ?? null)
}

/**
 * A submission's actions: approve and reject while pending, delete its project when it
 * has one. Buttons stay disabled while a call is under way, so a double click acts once.
 */
export const SubmissionActions = ({
  submission,
  actions,
  onDelete,
  compact = false,
}: {
  submission: ProjectSubmission
  actions: ReturnType<typeof useSubmissionActions>
  onDelete: (projectId: number) => void
  compact?: boolean
}) => {
  const busy = actions.approve.isPending || actions.reject.isPending
  const projectId = linkedProjectId(submission)
  const name = `${submission.firstName} ${submission.lastName}`
  return (
    <div className={`flex gap-2 ${compact ? '' : 'flex-wrap justify-end'}`}>
      {submission.status === 'pending' ? (
        <>
          <Action
            compact={compact}
            icon="check"
            label="Approuver"
            name={`Approuver ${name}`}
            disabled={busy}
            onClick={() => actions.approve.mutate(submission.id)}
          />
          <Action
            compact={compact}
            icon="x"
            label="Rejeter"
            name={`Rejeter ${name}`}
            variant="outline"
            disabled={busy}
            onClick={() => actions.reject.mutate(submission.id)}
          />
        </>
      ) : null}
      {projectId ? (
        <Action
          compact={compact}
          icon="trash"
          label="Supprimer le projet"
          name={`Supprimer le projet de ${name}`}
          variant="outline"
          className="text-red-700 dark:text-red-400"
          onClick={() => onDelete(projectId)}
        />
      ) : null}
    </div>
  )
}
