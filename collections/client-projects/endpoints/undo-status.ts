import type { Endpoint } from 'payload'

import { projectMoveSchema } from '@/domain/projects/transitions'
import { undoStatusChange } from '@/server/projects'

import { adminFormAction } from '../../_shared/admin-action'

/**
 * POST /api/client-projects/:id/undo-status {from, to}: the toast's 'Annuler' after a status
 * change from `from` to `to` (see undoStatusChange).
 */
export const undoStatusEndpoint: Endpoint = {
  path: '/:id/undo-status',
  method: 'post',
  handler: adminFormAction(projectMoveSchema, undoStatusChange, {
    failure: 'project.undoFailed',
    notFound: 'project.notFound',
  }),
}
