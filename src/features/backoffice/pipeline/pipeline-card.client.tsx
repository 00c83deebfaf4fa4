'use client'

import { useDraggable } from '@dnd-kit/core'
import { Icon } from '@/components/ui/icon'
import { useRouter } from 'next/navigation'

import { cn } from '@/components/ui/cn'
import { Moment } from '@/components/ui/moment'
import type { ProjectStatus } from '@/domain/projects/status'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { PipelineCard as Card } from '@/server/projects'

import { RowMenu } from '@/components/ui/row-menu.client'

import { StatusSelect } from '../projects/status-select.client'
import { overallProgress } from '@/domain/projects/phases'

/**
 * A project on the kanban: name, plan, progress, ETA, owner, client, the status selector and
 * its menu (files, delete: not a red icon on every card). The grip is the drag handle, by pointer
 * or keyboard (Space, arrows, Space).
 */
export const PipelineCard = ({
  card,
  onStatus,
  onDelete,
}: {
  card: Card
  onStatus: (status: ProjectStatus) => void
  onDelete: () => void
}) => {
  const { t } = useTranslation('backoffice')
  const router = useRouter()
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  })
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900',
        isDragging ? 'relative z-10 shadow-lg ring-2 ring-blue-500' : 'shadow-xs',
      )}
      aria-label={card.projectName}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          {...listeners}
          {...attributes}
          aria-label={t('pipeline.card.move', { name: card.projectName })}
          className="-ml-1 cursor-grab touch-none rounded p-0.5 text-slate-500 hover:bg-slate-100 active:cursor-grabbing dark:hover:bg-slate-800"
        >
          <Icon name="grip-vertical" className="size-4" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <p className="font-semibold break-words">{card.projectName}</p>
          {card.plan ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
              {card.plan}
            </span>
          ) : null}
        </div>
      </div>
      <ProgressBar
        value={overallProgress(card.status, card.progressPercentage)}
        label={t('common.progressOf', { name: card.projectName })}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 dark:text-slate-400">
        <dt>{t('pipeline.card.delivery')}</dt>
        <dd>{card.estimatedDelivery ? <Moment date={card.estimatedDelivery} /> : '—'}</dd>
        <dt>{t('pipeline.card.owner')}</dt>
        <dd>{card.adminOwner || '—'}</dd>
        <dt>{t('pipeline.card.client')}</dt>
        <dd className="break-words">{card.clientName || '—'}</dd>
      </dl>
      <div className="flex items-center justify-between gap-2">
        <StatusSelect
          value={card.status}
          onChange={onStatus}
          label={t('common.statusOf', { name: card.projectName })}
        />
        <RowMenu
          label={t('common.actionsFor', { name: card.projectName })}
          items={[
            {
              label: t('common.projectFiles'),
              name: t('common.projectFilesOf', { name: card.projectName }),
              onSelect: () => router.push(`/admin/projects/${card.id}/fichiers`),
            },
            {
              label: t('common.delete'),
              name: t('common.deleteName', { name: card.projectName }),
              danger: true,
              onSelect: onDelete,
            },
          ]}
        />
      </div>
    </li>
  )
}
