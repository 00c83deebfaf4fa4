import type { Payload, TypedUser } from 'payload'

import { type ProjectMove, undoOf } from '@/domain/projects/transitions'
import { labelsOf } from '@/i18n/labels'

import { journalT, logActivity, SKIP_PROJECT_LOG } from '@/server/activity'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { Refusal } from '@/server/platform/http/refusal'
import { BACK_OFFICE_LANGUAGE } from '@/server/platform/i18n/request-language'

/**
 * 'Annuler' after a status change: the project goes back from `move.to` to `move.from`, the move
 * the domain allows as the inverse of the one just made, written through Payload so the status
 * field's rule applies too. Only while the project is still where that change put it: a change
 * made since (by another admin) is never overwritten. One transaction, the row locked first; one
 * journal entry, 'Statut rétabli', naming both statuses.
 */
export const undoStatusChange = async (
  payload: Payload,
  admin: TypedUser,
  projectId: number,
  move: ProjectMove,
) => {
  const undo = undoOf(move)
  if (!undo) throw new Refusal(409, 'project.undoInvalid')
  const words = labelsOf(BACK_OFFICE_LANGUAGE, 'projectStatus')
  const as = { user: admin, overrideAccess: false, depth: 0 } as const
  await inTransaction(payload, admin, async (req) => {
    if (!(await lockRow(req, 'client_projects', projectId))) {
      throw new Refusal(404, 'project.notFound')
    }
    const { status } = await req.payload.findByID({
      collection: 'client-projects',
      id: projectId,
      select: { status: true },
      req,
      ...as,
    })
    if (status !== undo.from) {
      throw new Refusal(409, 'project.changedSince', { status: words[status] })
    }
    await req.payload.update({
      collection: 'client-projects',
      id: projectId,
      data: { status: undo.to },
      context: { [SKIP_PROJECT_LOG]: true },
      req,
      ...as,
    })
    await logActivity(req, {
      entityType: 'project',
      entityId: projectId,
      action: 'projectStatusRestored',
      note: journalT()('journalEntries.notes.statusRestored', {
        status: words[undo.to],
        undone: words[undo.from],
      }),
    })
  })
  return { status: undo.to }
}
