'use client'

import { useDroppable } from '@dnd-kit/core'
import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'
import type { ProjectStatus } from '@/domain/projects/status'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** Whether the card being dragged may land in a column: none held, yes or no. */
export type Landing = 'idle' | 'allowed' | 'refused'

const FRAMES: Record<Landing | 'over' | 'overRefused', string> = {
  idle: 'border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900/60',
  allowed: 'border-dashed border-blue-400 bg-slate-100 dark:border-blue-500 dark:bg-slate-900/60',
  refused: 'border-slate-200 bg-slate-100 opacity-50 dark:border-slate-800 dark:bg-slate-900/60',
  over: 'border-blue-500 bg-blue-50 dark:bg-blue-950/40',
  overRefused: 'border-red-500 bg-red-50 opacity-70 dark:bg-red-950/40',
}

/**
 * A status's column, where cards are dropped. While a card is held, the columns its project may
 * go to are outlined and the others faded, and the one under the pointer lights up (red if the
 * move is refused): a drop shows where it lands before it happens.
 */
export const PipelineColumn = ({
  status,
  total,
  landing,
  children,
}: {
  status: ProjectStatus
  total: number
  landing: Landing
  children: ReactNode
}) => {
  const { t } = useTranslation('backoffice')
  const { setNodeRef, isOver } = useDroppable({ id: status })
  const frame = isOver ? (landing === 'refused' ? 'overRefused' : 'over') : landing
  return (
    // Positioned: the count read after the status (sr-only, absolutely placed) stays inside the
    // board's scroll instead of widening the page from a column beyond the window.
    <section
      ref={setNodeRef}
      aria-labelledby={`column-${status}`}
      className={cn(
        'relative flex w-72 shrink-0 snap-start scroll-ml-4 flex-col gap-3 rounded-xl border p-3 xl:w-auto xl:min-w-0 xl:gap-2 xl:p-1.5',
        FRAMES[frame],
      )}
    >
      {/* The count floats right of the first line, so a long status wraps under it at full width
          (two lines' height in the narrow columns, so that every first card starts level); it is
          read after the status. */}
      <h2 id={`column-${status}`} className="font-semibold xl:min-h-10 xl:px-1 xl:text-sm">
        <span
          aria-hidden="true"
          className="float-right ml-1 rounded-full bg-white px-2 py-0.5 text-xs tabular-nums dark:bg-slate-800"
        >
          {total}
        </span>
        {t(`projectStatus.${status}`, { ns: 'labels' })}
        <span className="sr-only"> {total}</span>
      </h2>
      {children}
    </section>
  )
}
