import type { User } from '@payload-types'
import type { PayloadRequest } from 'payload'

import {
  DIGEST_DELAY_MS,
  EMAIL_ROUTE,
  type NotificationKind,
  shortSubject,
  wantsEmail,
} from '@/domain/notifications/kinds'

import { lockKey } from '@/server/platform/db/lock'

/** A notification's recipient: its id and its choice of e-mails. */
export type Recipient = Pick<User, 'id' | 'notificationsInAppOnly'>

export type NotificationEvent = {
  kind: NotificationKind
  /** What it is about, as shown (a project's name, a request's page, an invoice's number). */
  subject: string
  /** The page, without its language: each reader's link is made in its own. */
  path: string
}

export const DIGEST_TASK = 'sendNotificationDigest'

/** Every recipient's digest queues behind this key: events and the digest's send take turns. */
export const digestKey = (userId: number) => `notifications:digest:${userId}`

/**
 * A digest job of this person still waiting to run. One that is running already may have read
 * its notifications: a new event then queues the next one, which may find nothing left to send.
 */
const hasWaitingDigest = async (req: PayloadRequest, userId: number) => {
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: DIGEST_TASK } },
        { 'input.userId': { equals: userId } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * The notifications of one event, in the event's transaction (`req`): one row per recipient, and
 * for those who want it by e-mail, a place in their next digest. The first such event queues the
 * digest, due `DIGEST_DELAY_MS` later; the following ones join it, so a burst sends one mail.
 * System code: recipients never write their own notifications.
 */
export const notify = async (
  req: PayloadRequest,
  recipients: Recipient[],
  event: NotificationEvent,
) => {
  const subject = shortSubject(event.subject) || '—'
  // Locks taken in one order (by account) whatever the event: two events never wait on each other.
  for (const recipient of [...recipients].sort((a, b) => a.id - b.id)) {
    const emailWanted = EMAIL_ROUTE[event.kind] === 'digest' && wantsEmail(recipient, event.kind)
    if (emailWanted) {
      await lockKey(req, digestKey(recipient.id))
      if (!(await hasWaitingDigest(req, recipient.id))) {
        await req.payload.jobs.queue({
          task: DIGEST_TASK,
          input: { userId: recipient.id },
          waitUntil: new Date(Date.now() + DIGEST_DELAY_MS),
          req,
        })
      }
    }
    await req.payload.create({
      collection: 'notifications',
      data: { recipient: recipient.id, kind: event.kind, subject, path: event.path, emailWanted },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
}
