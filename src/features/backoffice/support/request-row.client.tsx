'use client'

import { Icon } from '@/components/ui/icon'
import Link from 'next/link'

import type { ClientProject, ClientRequest, Setting, User } from '@payload-types'
import { cn } from '@/components/ui/cn'
import { Moment } from '@/components/ui/moment'
import { previewDescription, whatsappReplyLink } from '@/domain/requests/display'
import { slaLevel } from '@/domain/requests/sla'
import { canFinishRequest, canStartRequest } from '@/domain/requests/status'
import { StatusBadge } from '@/components/ui/status-badge'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { Clip } from '../list/data-table'
import { RowActions, RowLinkAction, Tooltip } from '../list/row-parts.client'
import { RowAction } from '../row-action.client'
import type { useRequestActions } from './use-request-actions'

const CELL = 'px-3 py-3 align-top'
const SLA_CLASSES = {
  ok: '',
  warn: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  critical: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
}

const related = <T,>(value: unknown) => (value && typeof value === 'object' ? (value as T) : null)
const nameOf = (user: User | null) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '—'

/** One request in the support table, with its SLA colour and its row actions. */
export const RequestRow = ({
  request,
  settings,
  actions,
  unread,
}: {
  request: ClientRequest
  settings: Pick<Setting, 'slaWarnHours' | 'slaCriticalHours' | 'cannedReplies'>
  actions: ReturnType<typeof useRequestActions>
  /** The admin's unread messages in the request's conversation. */
  unread: number
}) => {
  const { t } = useTranslation('backoffice')
  const project = related<ClientProject>(request.project)
  const client = related<User>(request.user)
  const hours = request.slaHours ?? 0
  const level = slaLevel(hours, {
    warnHours: settings.slaWarnHours,
    criticalHours: settings.slaCriticalHours,
  })
  const reply =
    request.status === 'Done'
      ? settings.cannedReplies.requestCompleted
      : settings.cannedReplies.requestReceived
  const chat = whatsappReplyLink(client?.whatsappLink, reply)
  const page = request.pageConcerned
  const assignee = nameOf(related<User>(request.assignee))
  return (
    <tr>
      <td className={CELL}>
        {project ? (
          <Clip text={project.projectName} className="font-semibold [--clip:10rem]" />
        ) : (
          '—'
        )}
        {project?.plan ? (
          <span className="block text-xs text-slate-600 dark:text-slate-400">{project.plan}</span>
        ) : null}
      </td>
      <td className={CELL}>
        <Clip text={page} className="[--clip:7rem]" />
      </td>
      {/* A long word (a pasted address) wraps: it must not widen the table past its frame. */}
      <td className={`${CELL} [overflow-wrap:anywhere]`} title={request.changeDescription}>
        {previewDescription(request.changeDescription)}
      </td>
      <td className={CELL}>
        <StatusBadge
          status={request.status}
          label={t(`requestStatus.${request.status}`, { ns: 'labels' })}
        />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <span
          className={cn('rounded px-2 py-0.5 font-semibold tabular-nums', SLA_CLASSES[level])}
          data-sla={level}
        >
          {t('support.row.hours', { hours })}
        </span>
      </td>
      <td className={CELL}>
        <Clip text={assignee} className="[--clip:8rem]" />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <Moment date={request.createdAt} />
      </td>
      <td className={CELL}>
        <RowActions
          slots={[
            <Tooltip key="conversation" text={t('support.row.conversation')}>
              <Link
                href={`/admin/support/${request.id}`}
                aria-label={
                  unread
                    ? t('support.row.conversationOfUnread', { page, unread })
                    : t('support.row.conversationOf', { page })
                }
                className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-blue-950"
              >
                <Icon name="messages-square" className="size-4" />
                {unread ? (
                  <span className="rounded-full bg-blue-600 px-1.5 text-xs font-semibold text-white tabular-nums">
                    {unread}
                  </span>
                ) : null}
              </Link>
            </Tooltip>,
            canStartRequest(request.status) ? (
              <RowAction
                compact
                icon="play"
                label={t('support.row.start')}
                name={t('support.row.startName', { page })}
                disabled={actions.isPending}
                onClick={() => actions.mutate({ id: request.id, kind: 'start' })}
              />
            ) : null,
            canFinishRequest(request.status) ? (
              <RowAction
                compact
                icon="check-check"
                label={t('support.row.finish')}
                name={t('support.row.finishName', { page })}
                variant="outline"
                disabled={actions.isPending}
                onClick={() => actions.mutate({ id: request.id, kind: 'finish' })}
              />
            ) : null,
            project ? (
              <RowLinkAction
                href={`/admin/projects?q=${encodeURIComponent(project.projectName)}`}
                icon="external-link"
                label={t('support.row.openProject')}
                name={t('support.row.openProjectName', { name: project.projectName })}
              />
            ) : null,
            chat ? (
              <RowLinkAction
                href={chat}
                external
                icon="message-circle"
                label={t('support.row.whatsapp')}
                name={t('support.row.whatsappName', { page })}
                className="text-emerald-700 dark:text-emerald-400"
              />
            ) : null,
          ]}
        />
      </td>
    </tr>
  )
}
