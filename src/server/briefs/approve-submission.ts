import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { ProjectSubmission } from '@payload-types'
import { offerPlan } from '@/domain/projects/offer-plan'
import { labelsOf } from '@/i18n/labels'

import { lockKey } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { journalT, logActivity } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'
import { lockPendingSubmission, recordDecision } from './submission-decision'

export type Approval = { userId: number; accountCreated: boolean }

/**
 * The plan the approved project starts with: the one an admin already wrote on it, else the offer
 * the brief chose at the brief form's price, in the client's language.
 */
const startingPlan = async (
  req: PayloadRequest,
  admin: TypedUser,
  submission: ProjectSubmission,
) => {
  const { docs } = await req.payload.find({
    collection: 'client-projects',
    where: { submission: { equals: submission.id } },
    limit: 1,
    depth: 0,
    select: { plan: true },
    req,
    user: admin,
    overrideAccess: false,
  })
  if (docs[0]?.plan) return docs[0].plan
  // The price the brief form showed: the one the home publishes for that offer.
  const home = await req.payload.findGlobal({
    slug: 'home-page',
    locale: submission.language,
    depth: 0,
    req,
  })
  const plan = home.pricing?.plans?.find(({ offer }) => offer === submission.projectType)
  return offerPlan({
    name: labelsOf(submission.language, 'projectType')[submission.projectType],
    price: plan?.price,
  })
}

/**
 * Approves a pending submission for an admin: in one transaction, the client's account (created
 * as a client with the brief's profile and a password nobody knows, or the existing client
 * account with that e-mail), the project linked to it and approved with the brief's plan, the
 * submission approved and the activity; the client's e-mail is queued there and sent after
 * commit. The submission row is locked first, so concurrent approvals run one after the other and
 * only the first one acts.
 */
export const approveSubmission = async (
  payload: Payload,
  admin: TypedUser,
  submissionId: number,
): Promise<Approval> => {
  const as = { user: admin, overrideAccess: false } as const
  const { approval, jobId } = await inTransaction(payload, admin, async (req) => {
    const submission = await lockPendingSubmission(req, admin, submissionId, (status) =>
      status === 'approved' ? 'submission.alreadyApproved' : 'submission.approveRejected',
    )
    const email = submission.email.trim().toLowerCase()
    // Two briefs from one e-mail approved at once must not both create its account.
    await lockKey(req, `account:${email}`)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      req,
      ...as,
    })
    let account = docs[0]
    if (account && account.role !== 'client') {
      throw new Refusal(409, 'submission.staffEmail')
    }
    const accountCreated = !account
    account ??= await payload.create({
      collection: 'users',
      data: {
        email,
        // Nobody knows this password: the client chooses its own from the e-mail's link.
        password: randomBytes(32).toString('base64url'),
        role: 'client',
        firstName: submission.firstName,
        lastName: submission.lastName,
        companyName: submission.companyName,
        contactEmail: email,
        phone: submission.phone,
        language: submission.language,
      },
      req,
      ...as,
    })
    await recordDecision(req, admin, submissionId, 'approved', {
      user: account.id,
      plan: await startingPlan(req, admin, submission),
    })
    await logActivity(req, {
      entityType: 'submission',
      entityId: submissionId,
      action: 'submissionApproved',
      note: journalT()(
        accountCreated
          ? 'journalEntries.notes.approvedNewAccount'
          : 'journalEntries.notes.approvedExistingAccount',
        { company: submission.companyName, email },
      ),
    })
    const job = await payload.jobs.queue({
      task: 'sendApprovalEmail',
      input: { submissionId, userId: account.id, accountCreated },
      req,
    })
    return { approval: { userId: account.id, accountCreated }, jobId: job.id }
  })
  startJobsNow(payload, [jobId])
  return approval
}
