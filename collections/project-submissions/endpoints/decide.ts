import type { Endpoint } from 'payload'

import { rejectionReasonOf, rejectionSchema } from '@/domain/submissions/rejection'
import { approveSubmission, rejectSubmission } from '@/server/briefs'

import { adminAction, adminFormAction } from '../../_shared/admin-action'

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

/**
 * POST /api/project-submissions/:id/reject {reason?}: the confirmation's form, parsed again here;
 * a reason given is mailed to the brief's sender.
 */
export const rejectEndpoint: Endpoint = {
  path: '/:id/reject',
  method: 'post',
  handler: adminFormAction(
    rejectionSchema,
    (payload, admin, id, form) => rejectSubmission(payload, admin, id, rejectionReasonOf(form)),
    { failure: 'submission.rejectFailed', notFound },
  ),
}
