import type { BeforeEmail, FormattedEmail } from '@payloadcms/plugin-form-builder/types'
import type { CollectionAfterChangeHook } from 'payload'

/** `req.context` keys of a submission's notification e-mails, between the plugin and the queue. */
const RENDERED = 'formEmails'
export const QUEUED_JOBS = 'formEmailJobs'
/** `req.context` flag of system writes that must not mail anyone (moved-in old messages). */
export const NO_NOTIFICATION = 'noFormNotification'

/** The one mail a job sends: the plugin's rendering, addressed. */
export type NotificationEmail = Pick<FormattedEmail, 'to' | 'subject' | 'html'> & {
  replyTo?: string
}

// escape-html's five entities, as the plugin wrote them into the subject: a header is plain text.
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const plainSubject = (subject: string) =>
  subject.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)

/**
 * The plugin's `beforeEmail`: its e-mails (the form's settings with each {{field}} replaced by the
 * escaped answer) are kept for the queue and none is sent inline, where a failing mail server
 * would lose them. The plugin swallows errors here, so queueing happens in the next hook.
 */
export const keepEmailsForQueue: BeforeEmail = (emails, { req }) => {
  req.context[RENDERED] = emails.map(({ to, subject, html, replyTo }): NotificationEmail => ({
    to,
    subject: plainSubject(subject),
    html,
    ...(replyTo && { replyTo }),
  }))
  return []
}

/**
 * Queues one job per notification e-mail in the submission's transaction: sent after commit,
 * retried while the mail server is down. The job ids are left in the context for the use case
 * to start them once committed.
 */
export const queueNotificationEmails: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.context[NO_NOTIFICATION]) return doc
  const emails = (req.context[RENDERED] as NotificationEmail[] | undefined) ?? []
  delete req.context[RENDERED]
  const jobs = await Promise.all(
    emails.map((email) =>
      req.payload.jobs.queue({
        task: 'sendFormNotification',
        input: { submissionId: doc.id, email },
        req,
      }),
    ),
  )
  req.context[QUEUED_JOBS] = jobs.map((job) => job.id)
  return doc
}
