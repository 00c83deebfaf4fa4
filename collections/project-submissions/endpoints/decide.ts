import type { Endpoint } from 'payload'

import { approveSubmission, rejectSubmission } from '@/server/briefs'

import { adminAction } from '../../_shared/admin-action'

const notFound = 'submission.notFound'

/** POST /api/project-submissions/:id/approve. */
export const approveEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: adminAction(approveSubmission, {
    failure: 'submission.approveFailed',
    notFound,
  }),
}

/** POST /api/project-submissions/:id/reject. */
export const rejectEndpoint: Endpoint = {
  path: '/:id/reject',
  method: 'post',
  handler: adminAction(rejectSubmission, {
    failure: 'submission.rejectFailed',
    notFound,
  }),
}
