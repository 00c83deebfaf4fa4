import type { Endpoint } from 'payload'

import { approveSubmission, rejectSubmission } from '@/server/briefs'

import { adminAction } from '../../_shared/admin-action'

const notFound = 'Soumission introuvable'

/** POST /api/project-submissions/:id/approve. */
export const approveEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: adminAction(approveSubmission, {
    failure: "Impossible d'approuver la soumission.",
    notFound,
  }),
}

/** POST /api/project-submissions/:id/reject. */
export const rejectEndpoint: Endpoint = {
  path: '/:id/reject',
  method: 'post',
  handler: adminAction(rejectSubmission, {
    failure: 'Impossible de rejeter la soumission.',
    notFound,
  }),
}
