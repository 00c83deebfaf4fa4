'use client'

import type { ProjectSubmission } from '@payload-types'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { RowActions } from '../list/row-parts.client'
import { RowAction } from '../row-action.client'
import type { useSubmissionActions } from './use-submission-actions'

const linkedProjectId = (submission: ProjectSubmission) => {
  const first = submission.project?.docs?.[0]
  return typeof first === 'object' ? first.id : (first ?? null)
}

/**
 * A submission's actions: approve and reject while pending, delete its project when it has one
 * (in a table row: in the row's menu). Buttons stay disabled while a call is under way, so a
 * double click acts once.
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
  const { t } = useTranslation('backoffice')
  const busy = actions.approve.isPending || actions.reject.isPending
  const projectId = linkedProjectId(submission)
  const name = `${submission.firstName} ${submission.lastName}`
  const pending = submission.status === 'pending'
  const decide = (decision: 'approve' | 'reject') => (
    <RowAction
      key={decision}
      compact={compact}
      disabled={busy}
      onClick={() => actions[decision].mutate(submission.id)}
      {...(decision === 'approve'
        ? {
            icon: 'check',
            label: t('submissions.actions.approve'),
            name: t('submissions.actions.approveName', { name }),
          }
        : {
            icon: 'x',
            label: t('submissions.actions.reject'),
            name: t('submissions.actions.rejectName', { name }),
            variant: 'outline',
          })}
    />
  )
  if (compact)
    return (
      <RowActions
        slots={[pending ? decide('approve') : null, pending ? decide('reject') : null]}
        menu={{
          label: t('common.actionsFor', { name }),
          items: projectId
            ? [
                {
                  label: t('submissions.actions.deleteProject'),
                  name: t('submissions.actions.deleteProjectOf', { name }),
                  danger: true,
                  onSelect: () => onDelete(projectId),
                },
              ]
            : [],
        }}
      />
    )
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {pending ? [decide('approve'), decide('reject')] : null}
      {projectId ? (
        <RowAction
          compact={false}
          icon="trash"
          label={t('submissions.actions.deleteProject')}
          name={t('submissions.actions.deleteProjectOf', { name })}
          variant="outline"
          className="text-red-700 dark:text-red-400"
          onClick={() => onDelete(projectId)}
        />
      ) : null}
    </div>
  )
}
