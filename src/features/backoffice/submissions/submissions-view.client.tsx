'use client'

import { useState } from 'react'

import type { ProjectSubmission } from '@payload-types'
import { Moment } from '@/components/ui/moment'
import {
  isNewSubmission,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '@/domain/submissions/status'
import { StatusBadge } from '@/components/ui/status-badge'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { ConfirmDelete } from '../confirm-delete.client'
import { BackofficeList, statusFilter } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList } from '../list/use-backoffice-list'
import { OpenRowButton, openOnRowClick } from '../list/row-parts.client'
import { SubmissionActions } from './submission-actions.client'
import { RejectDialog } from './reject-dialog.client'
import { SubmissionPanel } from './submission-panel.client'
import { submissionQuery } from './submission-query'
import { useSubmissionActions } from './use-submission-actions'

const CELL = 'px-3 py-3 align-top'

/** /admin/submissions: search, status filter, the list with its actions and a row's side panel. */
export const SubmissionsView = () => {
  const { t } = useTranslation('backoffice')
  const [openId, setOpenId] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const [rejectingId, setRejectingId] = useState<number | null>(null)
  const list = useBackofficeList<ProjectSubmission, SubmissionStatus>({
    key: 'submissions',
    path: 'project-submissions',
    query: submissionQuery,
    filters: SUBMISSION_STATUSES,
  })
  const actions = useSubmissionActions()
  const open = list.docs.find(({ id }) => id === openId) ?? null
  const rejecting = list.docs.find(({ id }) => id === rejectingId) ?? null

  return (
    <>
      <BackofficeList
        list={list}
        search={{
          placeholder: t('submissions.searchPlaceholder'),
          label: t('submissions.searchLabel'),
        }}
        filter={statusFilter(t, SUBMISSION_STATUSES, (status) =>
          t(`submissionStatus.${status}`, { ns: 'labels' }),
        )}
        table={{
          // Company under the name, phone under the e-mail: eight columns would not fit 1280 px.
          columns: [
            t('submissions.columns.client'),
            t('submissions.columns.contact'),
            t('submissions.columns.type'),
            t('submissions.columns.status'),
            t('submissions.columns.date'),
            '',
          ],
          error: t('submissions.loadError'),
          empty: t('submissions.empty'),
          rows: list.docs.map((submission) => (
            <tr
              key={submission.id}
              onClick={openOnRowClick(() => setOpenId(submission.id))}
              className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/50"
            >
              <td className={CELL}>
                <span className="flex items-center gap-2">
                  <OpenRowButton
                    label={t('common.seeDetailsOf', {
                      name: `${submission.firstName} ${submission.lastName}`,
                    })}
                    onOpen={() => setOpenId(submission.id)}
                  >
                    <Clip
                      text={`${submission.firstName} ${submission.lastName}`}
                      className="font-semibold [--clip:10rem]"
                    />
                  </OpenRowButton>
                  {isNewSubmission(submission) ? (
                    <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white dark:bg-blue-400 dark:text-slate-950">
                      {t('submissions.new')}
                    </span>
                  ) : null}
                </span>
                <Clip
                  text={submission.companyName}
                  className="block text-xs text-slate-600 dark:text-slate-400"
                />
              </td>
              <td className={CELL}>
                <Clip text={submission.email} className="[--clip:13rem]" />
                <span className="block text-xs text-slate-600 dark:text-slate-400 whitespace-nowrap">
                  {submission.phone}
                </span>
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {t(`projectType.${submission.projectType}`, { ns: 'labels' })}
              </td>
              <td className={CELL}>
                <StatusBadge
                  status={submission.status}
                  label={t(`submissionStatus.${submission.status}`, { ns: 'labels' })}
                />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <Moment date={submission.createdAt} />
              </td>
              <td className={CELL}>
                <SubmissionActions
                  submission={submission}
                  actions={actions}
                  onReject={() => setRejectingId(submission.id)}
                  onDelete={setDeleting}
                  compact
                />
              </td>
            </tr>
          )),
        }}
      />
      <SubmissionPanel
        submission={open}
        onClose={() => setOpenId(null)}
        actions={
          open ? (
            <SubmissionActions
              submission={open}
              actions={actions}
              onReject={() => setRejectingId(open.id)}
              onDelete={setDeleting}
            />
          ) : null
        }
      />
      <RejectDialog
        key={rejecting?.id}
        submission={rejecting}
        onCancel={() => setRejectingId(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return
          await actions.reject
            .mutateAsync({ id: rejecting.id, reason })
            .then(() => setRejectingId(null))
            // The error is shown by its toast; the dialog stays open with the reason as typed.
            .catch(() => undefined)
        }}
      />
      <ConfirmDelete
        open={deleting !== null}
        busy={actions.deleteProject.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return
          actions.deleteProject.mutate(deleting, {
            onSettled: () => {
              setDeleting(null)
              setOpenId(null)
            },
          })
        }}
      />
    </>
  )
}
