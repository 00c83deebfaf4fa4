import { randomBytes } from 'node:crypto'

import type { TaskConfig } from 'payload'

import { preferredLanguageOf } from '@/domain/users/language'

import { approvalEmail } from './approval-email'
import { updateOneWithoutHooks } from '@/server/platform/db/without-hooks'

type ApprovalEmailTask = TaskConfig<{
  input: { submissionId: number; userId: number; accountCreated: boolean }
  output: Record<string, never>
}>

/** How long a new client's link to choose a password stays valid. */
export const PASSWORD_LINK_HOURS = 72

/**
 * The client's e-mail after its brief is approved, queued in the approval's transaction. A new
 * account gets a fresh single-use link to choose its password (the same token the reset page
 * takes, valid 72 hours rather than the reset's one hour); a retry issues a new link.
 */
export const sendApprovalEmail: ApprovalEmailTask = {
  slug: 'sendApprovalEmail',
  inputSchema: [
    { name: 'submissionId', type: 'number', required: true },
    { name: 'userId', type: 'number', required: true },
    { name: 'accountCreated', type: 'checkbox', required: true },
  ],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    // System code: the job acts for no user; it reads only the rows it was queued for.
    const system = { overrideAccess: true, depth: 0, req } as const
    const submission = await req.payload.findByID({
      collection: 'project-submissions',
      id: input.submissionId,
      ...system,
    })
    const account = await req.payload.findByID({ collection: 'users', id: input.userId, ...system })
    const { docs } = await req.payload.find({
      collection: 'client-projects',
      where: { submission: { equals: input.submissionId } },
      limit: 1,
      ...system,
    })
    let passwordToken: string | null = null
    if (input.accountCreated) {
      passwordToken = randomBytes(20).toString('hex')
      // Payload's reset token fields, written directly: its forgot-password operation would
      // impose the reset's one-hour validity and its per-address rate limit.
      await updateOneWithoutHooks({
        collection: 'users',
        id: account.id,
        data: {
          resetPasswordToken: passwordToken,
          resetPasswordExpiration: new Date(
            Date.now() + PASSWORD_LINK_HOURS * 3_600_000,
          ).toISOString(),
        },
        req,
      })
    }
    const mail = approvalEmail({
      language: preferredLanguageOf(account),
      firstName: account.firstName ?? submission.firstName,
      projectName: docs[0]?.projectName ?? submission.companyName,
      passwordToken,
    })
    await req.payload.sendEmail({ to: account.email, subject: mail.subject, html: mail.html })
    return { output: {} }
  },
}
