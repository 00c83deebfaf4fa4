import type { Payload, PayloadRequest } from 'payload'

import { mayResendConfirmation } from '@/domain/newsletter/consent'
import type { Locale } from '@/domain/locales'

import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { lockSubscriber } from './subscriber-row'

/**
 * A visitor asks to receive the newsletter, in `req`'s transaction: the address is stored
 * unconfirmed and a confirmation mail is queued, to be sent after commit. A confirmed address gets
 * nothing; an unconfirmed one gets at most one mail per 10 minutes. Returns the job to start after
 * the commit, or null. Callers answer the same in every case, so the answer never tells whether
 * the address was known.
 */
export const queueNewsletterConfirmation = async (
  req: PayloadRequest,
  email: string,
  language: Locale,
  now = new Date(),
) => {
  const { payload } = req
  // System code for an anonymous visitor: the collection is admins' to write, and this use case
  // is the visitors' only way in (the endpoint validated the address first).
  const known = await lockSubscriber(req, email)
  if (known?.confirmedAt) return null
  const lastSentAt = known?.confirmationSentAt ? new Date(known.confirmationSentAt) : null
  if (!mayResendConfirmation(lastSentAt, now)) return null
  const data = { language, confirmationSentAt: now.toISOString() }
  const subscriber = known
    ? await payload.update({ collection: 'newsletter-subscribers', id: known.id, data, req })
    : await payload.create({ collection: 'newsletter-subscribers', data: { email, ...data }, req })
  const job = await payload.jobs.queue({
    task: 'sendNewsletterConfirmation',
    input: { subscriberId: subscriber.id },
    req,
  })
  return job.id
}

/** The footer's subscription: its own transaction, the mail started once it has committed. */
export const subscribeToNewsletter = async (payload: Payload, email: string, language: Locale) => {
  const jobId = await inTransaction(payload, null, (req) =>
    queueNewsletterConfirmation(req, email, language),
  )
  if (jobId !== null) startJobsNow(payload, [jobId])
}
