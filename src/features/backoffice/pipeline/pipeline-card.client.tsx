'use client'

import { useDraggable } from '@dnd-kit/core'
import { useRouter } from 'next/navigation'

import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icon'
import { Moment } from '@/components/ui/moment'
import { ProgressBar } from '@/components/ui/progress-bar'
import { RowMenu } from '@/components/ui/row-menu.client'
import { overallProgress } from '@/domain/projects/phases'
import type { ProjectStatus } from '@/domain/projects/status'
import { nextProjectStatuses } from '@/domain/projects/transitions'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { PipelineCard as Card } from '@/server/projects'

/** The card's own border and background, for the card in its column and the one being dragged. */
export const CARD_FRAME =
  'rounded-lg border border-slate-200 bg-white p-2.5 dark:border-slate-700 dark:bg-slate-900'

/**
 * What a card tells of its project: name and plan (long ones wrap), progress, delivery, owner
 * and client, each label before its value so that a narrow column wraps them in place.
 */
export const CardFacts = ({ card }: { card: Card }) => {
  const { t } = useTranslation('backoffice')
  const facts = [
    ['delivery', card.estimatedDelivery ? <Moment date={card.estimatedDelivery} /> : '—'],
    ['owner', card.adminOwner || '—'],
    ['client', card.clientName || '—'],
  ] as const
  return (
    <>
      <p className="font-semibold break-words xl:text-sm">{card.projectName}</p>
      {card.plan ? (
        <span className="self-start rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium break-words dark:bg-slate-800">
          {card.plan}
        </span>
      ) : null}
      <ProgressBar
        value={overallProgress(card.status, card.progressPercentage)}
        label={t('common.progressOf', { name: card.projectName })}
      />
      <dl className="flex flex-col gap-0.5 text-xs text-slate-600 dark:text-slate-400">
        {facts.map(([fact, value]) => (
          <div key={fact} className="break-words">
            <dt className="inline">{t(`pipeline.card.${fact}`)} </dt>
            <dd className="inline font-medium text-slate-800 dark:text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/**
 * A project on the kanban: the grip (the drag handle, by pointer or keyboard: Space, arrows,
 * Space) and its menu (files, delete: not a red icon on every card) above what the card tells,
 * then a selector of the statuses it may move to (its column already names its own). While it
 * is dragged, its copy follows the pointer and it stays faded in its column.
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
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  })
  return (
    <li
      ref={setNodeRef}
      className={cn(CARD_FRAME, 'flex flex-col gap-2 shadow-xs', isDragging && 'opacity-40')}
      aria-label={card.projectName}
    >
      <div className="-mx-1 -mt-1 flex items-center justify-between">
        <button
          type="button"
          {...listeners}
          {...attributes}
          aria-label={t('pipeline.card.move', { name: card.projectName })}
          className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 active:cursor-grabbing dark:hover:bg-slate-800"
        >
          <Icon name="grip-vertical" className="size-4" />
        </button>
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
      <CardFacts card={card} />
      <select
        value=""
        aria-label={t('pipeline.card.moveTo', { name: card.projectName })}
        onChange={(event) => onStatus(event.target.value as ProjectStatus)}
        className="min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm xl:px-1 xl:text-xs dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="" disabled>
          {t('pipeline.card.moveToPlaceholder')}
        </option>
        {nextProjectStatuses(card.status).map((status) => (
          <option key={status} value={status}>
            {t(`projectStatus.${status}`, { ns: 'labels' })}
          </option>
        ))}
      </select>
    </li>
  )
}
