import type { KeyboardCoordinateGetter } from '@dnd-kit/core'

import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'

/**
 * Keyboard dragging between columns: left and right arrows jump the held card to the previous or
 * next column (dnd-kit's default moves it by a few pixels, useless across 7 wide columns).
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0
  if (!step) return undefined
  event.preventDefault()
  const current = (context.over?.id ??
    (context.active?.data.current as { card?: { status: ProjectStatus } } | undefined)?.card
      ?.status) as ProjectStatus | undefined
  const index = current ? PROJECT_STATUSES.indexOf(current) : -1
  const target = PROJECT_STATUSES[Math.min(Math.max(index + step, 0), PROJECT_STATUSES.length - 1)]
  const rect = target ? context.droppableRects.get(target) : undefined
  const held = context.collisionRect
  if (!rect || !held) return undefined
  // Centre the held card horizontally on the target column, at the column's top.
  return { x: rect.left + (rect.width - held.width) / 2, y: rect.top + 8 }
}
