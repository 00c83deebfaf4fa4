import type { ClientProject, ProjectSubmission } from '@payload-types'
import type { PayloadRequest, TypedUser } from 'payload'

import { canMoveProject } from '@/domain/projects/transitions'
import { canDecideSubmission, type SubmissionStatus } from '@/domain/submissions/status'

import type { ApiKey } from '@/i18n/api-text'
import { labelsOf } from '@/i18n/labels'
import { lockRow } from '@/server/platform/db/lock'
import { SKIP_PROJECT_LOG } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'
import { BACK_OFFICE_LANGUAGE } from '@/server/platform/i18n/request-language'

/**
 * The first step of approve and reject: the submission row locked for the transaction, so
 * concurrent decisions run one after the other, then refused unless it is still pending.
 */
export const lockPendingSubmission = async (
  req: PayloadRequest,
  admin: TypedUser,
  id: number,
  refusal: (status: SubmissionStatus) => ApiKey,
): Promise<ProjectSubmission> => {
  if (!(await lockRow(req, 'project_submissions', id))) {
    throw new Refusal(404, 'submission.notFound')
  }
  const submission = await req.payload.findByID({
    collection: 'project-submissions',
    id,
    depth: 0,
    req,
    user: admin,
    overrideAccess: false,
  })
  if (!canDecideSubmission(submission.status)) throw new Refusal(409, refusal(submission.status))
  return submission
}

/**
 * The decision written: the submission's project(s) (with `project`, e.g. its new owner) and the
 * submission take the status. The use case writes the one audit entry, not the project hook. A
 * project already moved on where the decision's status may not follow (a pending brief's project
 * taken into development from the pipeline) refuses the decision, naming both statuses.
 */
export const recordDecision = async (
  req: PayloadRequest,
  admin: TypedUser,
  id: number,
  status: Exclude<SubmissionStatus, 'pending'>,
  project: Partial<ClientProject> = {},
) => {
  const as = { req, user: admin, overrideAccess: false } as const
  const { docs } = await req.payload.find({
    collection: 'client-projects',
    where: { submission: { equals: id } },
    depth: 0,
    pagination: false,
    select: { status: true },
    ...as,
  })
  const moved = docs.find((doc) => !canMoveProject(doc.status, status))
  if (moved) {
    const words = labelsOf(BACK_OFFICE_LANGUAGE, 'projectStatus')
    throw new Refusal(409, 'submission.projectMoved', {
      current: words[moved.status],
      next: words[status],
    })
  }
  await req.payload.update({
    collection: 'client-projects',
    where: { submission: { equals: id } },
    data: { ...project, status },
    context: { [SKIP_PROJECT_LOG]: true },
    ...as,
  })
  await req.payload.update({ collection: 'project-submissions', id, data: { status }, ...as })
}
