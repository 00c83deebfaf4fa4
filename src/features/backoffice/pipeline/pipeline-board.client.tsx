'use client'

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import Link from 'next/link'
import { useId, useState } from 'react'

import { useValidationMessage } from '@/components/forms/use-validation-message'
import { cn } from '@/components/ui/cn'
import { toast } from '@/components/ui/toast'
import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'
import { canMoveProject, moveRefusal } from '@/domain/projects/transitions'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { Pipeline, PipelineCard as Card } from '@/server/projects'

import { callApi } from '@/components/api/api-client'
import { ConfirmDelete } from '../confirm-delete.client'
import { useProjectMutations } from '../projects/use-project-mutations'
import { columnCoordinates } from './column-keys'
import { CARD_FRAME, CardFacts, PipelineCard } from './pipeline-card.client'
import { PipelineColumn, type Landing } from './pipeline-column.client'

const cardOf = (data: unknown) => (data as { card?: Card } | undefined)?.card

/**
 * The column a held card is dropped in: the one under the pointer, whatever the card's size and
 * where it was grabbed (measuring the whole card's overlap with the columns sent it one or two
 * columns past the one aimed at). The keyboard has no pointer: its moves put the held card on a
 * column (column-keys.ts), the one it then overlaps most.
 */
const underPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args)

/** What a screen reader hears while a card is dragged: the card, and the column it is over. */
const announcementsOf = (t: TFunction<'backoffice'>): Announcements => {
  const column = (id: unknown) =>
    PROJECT_STATUSES.includes(id as ProjectStatus)
      ? t(`projectStatus.${id as ProjectStatus}`, { ns: 'labels' })
      : String(id)
  const refused = (card: Card | undefined, id: unknown) =>
    card && !canMoveProject(card.status, id as ProjectStatus)
  return {
    onDragStart: ({ active }) =>
      t('pipeline.announce.start', { name: cardOf(active.data.current)?.projectName }),
    onDragOver: ({ active, over }) =>
      over
        ? t(
            refused(cardOf(active.data.current), over.id)
              ? 'pipeline.announce.overRefused'
              : 'pipeline.announce.over',
            {
              column: column(over.id),
            },
          )
        : undefined,
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active.data.current)
      if (!over || refused(card, over.id)) return t('pipeline.announce.cancel')
      return t('pipeline.announce.end', { name: card?.projectName, column: column(over.id) })
    },
    onDragCancel: () => t('pipeline.announce.cancel'),
  }
}

/**
 * The kanban: seven columns, cards moved by drag and drop, keyboard or selector, along the
 * domain's transitions. From 1280 px the seven columns share the width; narrower, they scroll
 * sideways, the next one showing at the edge, and an index above names them all with their
 * counts and brings the one chosen into view.
 */
export const PipelineBoard = ({ initial }: { initial: Pipeline }) => {
  const { t } = useTranslation('backoffice')
  const validationMessage = useValidationMessage()
  const { data: pipeline = initial } = useQuery({
    queryKey: ['pipeline'],
    queryFn: () => callApi<Pipeline>('backoffice/pipeline'),
    initialData: initial,
  })
  const { changeStatus, deleteProject } = useProjectMutations()
  const [deleting, setDeleting] = useState<number | null>(null)
  const [held, setHeld] = useState<Card | null>(null)
  // The same id on the server and in the browser: dnd-kit's own counter differs between the two.
  const dndId = useId()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  )
  const move = (card: Card, to: ProjectStatus) => {
    if (to === card.status) return
    if (!canMoveProject(card.status, to)) {
      const words = Object.fromEntries(
        PROJECT_STATUSES.map((status) => [status, t(`projectStatus.${status}`, { ns: 'labels' })]),
      ) as Record<ProjectStatus, string>
      toast.error(t('pipeline.refused'), {
        description: validationMessage(moveRefusal({ from: card.status, to }, words)),
      })
      return
    }
    changeStatus.mutate({ id: card.id, from: card.status, to, success: t('pipeline.moved') })
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setHeld(null)
    const card = cardOf(active.data.current)
    if (card && over) move(card, over.id as ProjectStatus)
  }
  const landingIn = (status: ProjectStatus): Landing =>
    !held ? 'idle' : canMoveProject(held.status, status) ? 'allowed' : 'refused'
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={underPointer}
      onDragStart={({ active }) => setHeld(cardOf(active.data.current) ?? null)}
      onDragCancel={() => setHeld(null)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsOf(t),
        screenReaderInstructions: { draggable: t('pipeline.instructions') },
      }}
    >
      <nav aria-label={t('pipeline.columns')} className="mb-3 xl:hidden">
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
      <div className="flex snap-x gap-3 overflow-x-auto pb-4 xl:grid xl:grid-cols-7 xl:gap-2 xl:overflow-visible">
        {PROJECT_STATUSES.map((status) => {
          const column = pipeline[status]
          const hidden = column.total - column.projects.length
          return (
            <PipelineColumn
              key={status}
              status={status}
              total={column.total}
              landing={landingIn(status)}
            >
              {column.projects.length ? (
                <ul className="flex flex-col gap-3 xl:gap-2">
                  {column.projects.map((card) => (
                    <PipelineCard
                      key={card.id}
                      card={card}
                      onStatus={(next) => move(card, next)}
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
            </PipelineColumn>
          )
        })}
      </div>
      {/* The copy that follows the pointer, above every column and out of the board's scroll. */}
      <DragOverlay dropAnimation={null}>
        {held ? (
          <div
            aria-hidden
            className={cn(CARD_FRAME, 'flex flex-col gap-2 shadow-xl ring-2 ring-blue-500')}
          >
            <CardFacts card={held} />
          </div>
        ) : null}
      </DragOverlay>
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
