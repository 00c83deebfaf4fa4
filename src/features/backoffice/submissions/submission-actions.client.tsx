'use client'

import type { ProjectSubmission } from '@payload-types'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { Button } from '@/components/ui/button'

import { RowActions } from '../list/row-parts.client'
import { RowAction } from '../row-action.client'
import type { useSubmissionActions } from './use-submission-actions'

const linkedProjectId = (submission: ProjectSubmission) => {
  const first = submission.project?.docs?.[0]
  return typeof first === 'object' ? first.id : (first ?? null)
}

/**
 * A submission's actions: approve and reject while pending, delete its project when it has one.
 * In a table row, approve is the row's button and reject, which asks first, sits in the row's menu
 * with the deletion, away from it; in the dialog, reject and delete stand apart from approve.
 * Approve stays disabled while a call is under way, so a double click acts once.
 */
export const SubmissionActions = ({
  submission,
  actions,
  onReject,
  onDelete,
  compact = false,
}: {
  submission: ProjectSubmission
  actions: ReturnType<typeof useSubmissionActions>
  onReject: () => void
  onDelete: (projectId: number) => void
  compact?: boolean
}) => {
  const { t } = useTranslation('backoffice')
  const busy = actions.approve.isPending || actions.reject.isPending
  const projectId = linkedProjectId(submission)
  const name = `${submission.firstName} ${submission.lastName}`
  const pending = submission.status === 'pending'
  const approve = pending ? (
    <RowAction
      compact={compact}
      disabled={busy}
      onClick={() => actions.approve.mutate(submission.id)}
      icon="check"
      label={t('submissions.actions.approve')}
      name={t('submissions.actions.approveName', { name })}
    />
  ) : null
  const reject = {
    label: t('submissions.actions.reject'),
    name: t('submissions.actions.rejectName', { name }),
    danger: true,
    onSelect: onReject,
  }
  const deleteProject = projectId && {
    label: t('submissions.actions.deleteProject'),
    name: t('submissions.actions.deleteProjectOf', { name }),
    danger: true,
    onSelect: () => onDelete(projectId),
  }
  if (compact)
    return (
      <RowActions
        slots={[approve]}
        menu={{
          label: t('common.actionsFor', { name }),
          items: [pending ? reject : null, deleteProject || null].filter((item) => item !== null),
        }}
      />
    )
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap gap-2">
        {[pending ? reject : null, deleteProject || null].map((item) =>
          item ? (
            <Button
              key={item.label}
              variant="outline"
              className="text-red-700 dark:text-red-400"
              disabled={busy}
              onClick={item.onSelect}
            >
              {item.label}
            </Button>
          ) : null,
        )}
      </div>
      {approve}
    </div>
  )
}
