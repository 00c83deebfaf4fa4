import type { Payload } from 'payload'

import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { lockSubscriber } from './subscriber-row'
import { readNewsletterToken } from './token'

export type ConfirmResult = 'confirmed' | 'invalid' | 'expired'
export type UnsubscribeResult = 'unsubscribed' | 'invalid'

/**
 * The link of the confirmation mail: records the consent (its date; the language is the one the
 * address subscribed and was written to in) and queues the welcome mail. A second use of the link
 * is a success that changes nothing; an address purged or unsubscribed since is an invalid link.
 */
export const confirmSubscription = async (
  payload: Payload,
  token: unknown,
  now = new Date(),
): Promise<ConfirmResult> => {
  const check = readNewsletterToken(payload.secret, 'confirm', token, now)
  if (!check.ok) return check.reason
  // System code: the signed token, not a user, is the visitor's authority over this one address.
  const outcome = await inTransaction(payload, null, async (req) => {
    const subscriber = await lockSubscriber(req, check.email)
    if (!subscriber) return { result: 'invalid' as const }
    if (subscriber.confirmedAt) return { result: 'confirmed' as const }
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { confirmedAt: now.toISOString() },
      req,
    })
    const job = await payload.jobs.queue({
      task: 'sendNewsletterWelcome',
      input: { subscriberId: subscriber.id },
      req,
    })
    return { result: 'confirmed' as const, jobId: job.id }
  })
  if (outcome.jobId !== undefined) startJobsNow(payload, [outcome.jobId])
  return outcome.result
}

/**
 * The unsubscribe link of every newsletter mail (and its one-click POST): the address is deleted,
 * consent and all. Using it again is a success: the address is not subscribed either way.
 */
export const unsubscribeFromNewsletter = async (
  payload: Payload,
  token: unknown,
): Promise<UnsubscribeResult> => {
  const check = readNewsletterToken(payload.secret, 'unsubscribe', token)
  if (!check.ok) return 'invalid'
  // System code: the signed token names the one address it may remove. One statement, no
  // transaction needed.
  await payload.delete({
    collection: 'newsletter-subscribers',
    where: { email: { equals: check.email } },
    depth: 0,
  })
  return 'unsubscribed'
}
