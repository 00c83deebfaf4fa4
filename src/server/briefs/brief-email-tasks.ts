import type { PayloadRequest, TaskConfig } from 'payload'

import type { Locale } from '@/domain/locales'
import type { ProjectType } from '@/domain/projects/type'

import { studioInbox } from '@/server/content'

import { briefAckEmail, briefNotificationEmail, briefRejectionEmail } from './brief-emails'

const loadBrief = async (req: PayloadRequest, submissionId: number) => {
  // System code: the job acts for no user; it only reads the brief it was queued for. The mails
  // show none of its joined project and files: not reading them spares two sub-queries.
  const brief = await req.payload.findByID({
    collection: 'project-submissions',
    id: submissionId,
    depth: 0,
    joins: false,
    overrideAccess: true,
    req,
  })
  return {
    ...brief,
    projectType: brief.projectType as ProjectType,
    language: brief.language as Locale,
  }
}

/** Retried with growing delays: a mail server that is down for a while loses nothing. */
const retries = { attempts: 8, backoff: { type: 'exponential' as const, delay: 30_000 } }
const inputSchema = [{ name: 'submissionId', type: 'number' as const, required: true }]
type BriefEmailTask = TaskConfig<{ input: { submissionId: number }; output: Record<string, never> }>

/**
 * The brief's e-mails, queued in the brief's transaction (a job exists exactly when the brief
 * does, see `submitBrief`) and sent after it: one task per mail, so a retry never sends the other
 * twice.
 */
export const sendBriefAck: BriefEmailTask = {
  slug: 'sendBriefAck',
  inputSchema,
  retries,
  handler: async ({ input, req }) => {
    await req.payload.sendEmail(briefAckEmail(await loadBrief(req, input.submissionId)))
    return { output: {} }
  },
}

export const notifyStudioOfBrief: BriefEmailTask = {
  slug: 'notifyStudioOfBrief',
  inputSchema,
  retries,
  handler: async ({ input, req }) => {
    const brief = await loadBrief(req, input.submissionId)
    await req.payload.sendEmail(briefNotificationEmail(brief, await studioInbox(req)))
    return { output: {} }
  },
}

/**
 * The reason of a rejection, mailed to the brief's sender: queued in the rejection's transaction
 * (only when a reason was given), sent once it has committed.
 */
export const sendRejectionEmail: TaskConfig<{
  input: { submissionId: number; reason: string }
  output: Record<string, never>
}> = {
  slug: 'sendRejectionEmail',
  inputSchema: [...inputSchema, { name: 'reason', type: 'text', required: true }],
  retries,
  handler: async ({ input, req }) => {
    const brief = await loadBrief(req, input.submissionId)
    await req.payload.sendEmail(briefRejectionEmail(brief, input.reason))
    return { output: {} }
  },
}
