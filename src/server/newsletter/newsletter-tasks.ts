import type { PayloadRequest, TaskConfig } from 'payload'

import { confirmationExpiry, purgeUnconfirmedBefore } from '@/domain/newsletter/consent'

import { newsletterConfirmationEmail, newsletterWelcomeEmail } from './newsletter-emails'
import { findSubscriber } from './subscriber-row'
import { signNewsletterToken } from './token'

type SubscriberTask = TaskConfig<{
  input: { subscriberId: number }
  output: Record<string, never>
}>

const SUBSCRIBER_TASK = {
  inputSchema: [{ name: 'subscriberId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
} satisfies Partial<SubscriberTask>

/** System code: the job acts for no user; it reads only the address it was queued for. */
const subscriberOf = (req: PayloadRequest, id: number) =>
  findSubscriber(req, { id: { equals: id } })

/**
 * The double opt-in mail. The link is signed when the mail goes out and is valid 7 days from then.
 * An address confirmed or removed meanwhile gets nothing.
 */
export const sendNewsletterConfirmation: SubscriberTask = {
  slug: 'sendNewsletterConfirmation',
  ...SUBSCRIBER_TASK,
  handler: async ({ input, req }) => {
    const subscriber = await subscriberOf(req, input.subscriberId)
    if (!subscriber || subscriber.confirmedAt) return { output: {} }
    const token = signNewsletterToken(
      req.payload.secret,
      'confirm',
      subscriber.email,
      confirmationExpiry(new Date()),
    )
    const mail = newsletterConfirmationEmail(subscriber.language, token)
    await req.payload.sendEmail({ to: subscriber.email, ...mail })
    return { output: {} }
  },
}

/** The first newsletter mail once the address is confirmed, with its unsubscribe link. */
export const sendNewsletterWelcome: SubscriberTask = {
  slug: 'sendNewsletterWelcome',
  ...SUBSCRIBER_TASK,
  handler: async ({ input, req }) => {
    const subscriber = await subscriberOf(req, input.subscriberId)
    if (!subscriber?.confirmedAt) return { output: {} }
    const token = signNewsletterToken(req.payload.secret, 'unsubscribe', subscriber.email)
    const mail = newsletterWelcomeEmail(subscriber.language, token)
    await req.payload.sendEmail({ to: subscriber.email, ...mail })
    return { output: {} }
  },
}

/**
 * Every night, the addresses never confirmed within 30 days of their last confirmation mail are
 * erased: without consent, the studio keeps nothing. Scheduled by Payload's job schedules, which
 * the runner handles under a lock so that one instance alone queues each night's run.
 */
export const purgeUnconfirmedSubscribers: TaskConfig<{
  input: Record<string, never>
  output: { purged: number }
}> = {
  slug: 'purgeUnconfirmedSubscribers',
  schedule: [{ cron: '0 0 3 * * *', queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const { docs } = await req.payload.delete({
      collection: 'newsletter-subscribers',
      where: {
        and: [
          { confirmedAt: { exists: false } },
          { confirmationSentAt: { less_than: purgeUnconfirmedBefore(new Date()).toISOString() } },
        ],
      },
      depth: 0,
      req,
    })
    return { output: { purged: docs.length } }
  },
}
