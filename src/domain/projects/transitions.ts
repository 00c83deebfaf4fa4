import * as z from 'zod/mini'

import type { Labelled } from '../labelled'
import { validationMessage } from '../web/validation-message'
import { PROJECT_STATUSES, type ProjectStatus } from './status'

/**
 * Where a project may go from each status: one phase forward or back along its life (pending,
 * approved, in_build, review, live, on_care), and, before the work starts, rejected or taken back
 * from rejected. Every move's inverse is a move too (a unit test holds it), so any change can be
 * undone by the same rules; a rejected project never jumps to 'Live'.
 */
export const PROJECT_TRANSITIONS = {
  pending: ['approved', 'rejected'],
  approved: ['pending', 'rejected', 'in_build'],
  rejected: ['pending', 'approved'],
  in_build: ['approved', 'review'],
  review: ['in_build', 'live'],
  live: ['review', 'on_care'],
  on_care: ['live'],
} as const satisfies Record<ProjectStatus, readonly ProjectStatus[]>

/** The statuses a project in `from` may take next. */
export const nextProjectStatuses = (from: ProjectStatus): readonly ProjectStatus[] =>
  PROJECT_TRANSITIONS[from]

/** Whether a project may go from `from` to `to`; staying where it is is no move and always is. */
export const canMoveProject = (from: ProjectStatus, to: ProjectStatus): boolean =>
  from === to || nextProjectStatuses(from).includes(to)

export type ProjectMove = { from: ProjectStatus; to: ProjectStatus }

/**
 * Why a move is refused, as a `validation` message: where the project is, where it was sent and
 * where it may go, in the statuses' `words` of the language it is shown in.
 */
export const moveRefusal = ({ from, to }: ProjectMove, words: Labelled<ProjectStatus>) =>
  validationMessage('projectStatusMove', {
    from: words[from],
    to: words[to],
    allowed: nextProjectStatuses(from)
      .map((status) => words[status])
      .join(', '),
  })

/**
 * The move that undoes `move`: back from where it went to where it came from, when the rules allow
 * both; null for a move that was not one.
 */
export const undoOf = ({ from, to }: ProjectMove): ProjectMove | null =>
  from !== to && canMoveProject(from, to) && canMoveProject(to, from)
    ? { from: to, to: from }
    : null

const statusField = z.enum(PROJECT_STATUSES, { error: validationMessage('requestInvalid') })

/** The change to undo, as the back office sends it back: where the project was, where it went. */
export const projectMoveSchema = z.object(
  { from: statusField, to: statusField },
  { error: validationMessage('requestInvalid') },
)
