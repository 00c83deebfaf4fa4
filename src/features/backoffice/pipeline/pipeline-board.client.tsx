'use client'

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import Link from 'next/link'
import { useState } from 'react'

import { cn } from '@/components/ui/cn'
import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { Pipeline, PipelineCard as Card } from '@/server/projects'

import { callApi } from '@/components/api/api-client'
import { ConfirmDelete } from '../confirm-delete.client'
import { useProjectMutations } from '../projects/use-project-mutations'
import { columnCoordinates } from './column-keys'
import { PipelineCard } from './pipeline-card.client'

const nameOf = (data: unknown) => (data as { card?: Card } | undefined)?.card?.projectName ?? ''

/** What a screen reader hears while a card is dragged: the card, and the column it is over. */
const announcementsOf = (t: TFunction<'backoffice'>): Announcements => {
  const column = (id: unknown) =>
    PROJECT_STATUSES.includes(id as ProjectStatus)
      ? t(`projectStatus.${id as ProjectStatus}`, { ns: 'labels' })
      : String(id)
  return {
    onDragStart: ({ active }) =>
      t('pipeline.announce.start', { name: nameOf(active.data.current) }),
    onDragOver: ({ over }) =>
      over ? t('pipeline.announce.over', { column: column(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('pipeline.announce.end', { name: nameOf(active.data.current), column: column(over.id) })
        : t('pipeline.announce.cancel'),
    onDragCancel: () => t('pipeline.announce.cancel'),
  }
}

const Column = ({
  status,
  total,
  children,
}: {
  status: ProjectStatus
  total: number
  children: React.ReactNode
}) => {
  const { t } = useTranslation('backoffice')
  const { setNodeRef, isOver } = useDroppable({ id: status })
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`column-${status}`}
      className={cn(
        'flex w-72 shrink-0 scroll-ml-4 flex-col gap-3 rounded-xl border p-3',
        isOver
          ? 'border-blue-500 bg-blue-50 dark:bg-blue-950/40'
          : 'border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900/60',
      )}
    >
      <h2 id={`column-${status}`} className="flex items-center justify-between font-semibold">
        {t(`projectStatus.${status}`, { ns: 'labels' })}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs tabular-nums dark:bg-slate-800">
          {total}
        </span>
      </h2>
      {children}
    </section>
  )
}

/** The kanban: seven columns, cards moved by drag and drop, keyboard or selector. */
export const PipelineBoard = ({ initial }: { initial: Pipeline }) => {
  const { t } = useTranslation('backoffice')
  const { data: pipeline = initial } = useQuery({
    queryKey: ['pipeline'],
    queryFn: () => callApi<Pipeline>('backoffice/pipeline'),
    initialData: initial,
  })
  const { changeStatus, deleteProject } = useProjectMutations()
  const [deleting, setDeleting] = useState<number | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = (active.data.current as { card: Card }).card
    if (over && over.id !== card.status) {
      changeStatus.mutate({
        id: card.id,
        status: over.id as ProjectStatus,
        success: t('pipeline.moved'),
      })
    }
  }
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsOf(t),
        screenReaderInstructions: { draggable: t('pipeline.instructions') },
      }}
    >
      {/* The seven columns do not fit a laptop's width: this index names them all, with their
          counts, and scrolls the board to the one chosen. */}
      <nav aria-label={t('pipeline.columns')} className="mb-3">
        <ul className="flex flex-wrap gap-2">
          {PROJECT_STATUSES.map((status) => (
            <li key={status}>
              <a
                href={`#column-${status}`}
                className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
              >
                {t(`projectStatus.${status}`, { ns: 'labels' })}{' '}
                <span className="font-semibold tabular-nums">{pipeline[status].total}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex gap-4 overflow-x-auto pb-4">
        {PROJECT_STATUSES.map((status) => {
          const column = pipeline[status]
          const hidden = column.total - column.projects.length
          return (
            <Column key={status} status={status} total={column.total}>
              {column.projects.length ? (
                <ul className="flex flex-col gap-3">
                  {column.projects.map((card) => (
                    <PipelineCard
                      key={card.id}
                      card={card}
                      onStatus={(next) =>
                        changeStatus.mutate({
                          id: card.id,
                          status: next,
                          success: t('pipeline.moved'),
                        })
                      }
                      onDelete={() => setDeleting(card.id)}
                    />
                  ))}
                </ul>
              ) : (
                <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
                  {t('pipeline.empty')}
                </p>
              )}
              {hidden > 0 ? (
                <Link
                  href={`/admin/projects?status=${status}`}
                  className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
                >
                  {t('pipeline.more', { hidden })}
                </Link>
              ) : null}
            </Column>
          )
        })}
      </div>
      <ConfirmDelete
        open={deleting !== null}
        busy={deleteProject.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null)
            deleteProject.mutate(deleting, { onSettled: () => setDeleting(null) })
        }}
      />
    </DndContext>
  )
}
