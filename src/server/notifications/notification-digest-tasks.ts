import type { TaskConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { DIGEST_DELAY_MS, type NotificationKind } from '@/domain/notifications/kinds'
import { preferredLanguageOf } from '@/domain/users/language'

import { lockKey } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { notificationDigestEmail } from './notification-digest-email'
import { DIGEST_TASK, digestKey } from './notify'

/** Where each side chooses its e-mails: the portal's account page, the back office's settings. */
const SETTINGS_PATH = {
  client: '/espace-client/compte#notifications',
  studio: '/admin/settings#notifications',
}
/** A digest lists at most this many; any more wait for the next one (a burst of hundreds). */
const DIGEST_MAX = 100

/**
 * A person's digest: one mail listing every notification still waiting for it, then marked
 * e-mailed. It runs under the person's digest lock, in a transaction that marks the rows only
 * once the mail is accepted: a second run, at once or later, finds nothing left and sends
 * nothing; a failed send marks nothing and the job is retried. System code: it reads only the
 * person it was queued for.
 */
export const sendNotificationDigest: TaskConfig<{
  input: { userId: number }
  output: { sent: number }
}> = {
  slug: DIGEST_TASK,
  inputSchema: [{ name: 'userId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const sent = await inTransaction(payload, null, async (req) => {
      await lockKey(req, digestKey(input.userId))
      const system = { overrideAccess: true, depth: 0, req } as const
      const { docs } = await payload.find({
        collection: 'notifications',
        where: {
          and: [
            { recipient: { equals: input.userId } },
            { emailWanted: { equals: true } },
            { emailedAt: { exists: false } },
            // What the reader already saw in the app is not news by e-mail.
            { readAt: { exists: false } },
          ],
        },
        sort: 'createdAt',
        limit: DIGEST_MAX,
        ...system,
      })
      if (!docs.length) return 0
      const account = await payload.findByID({ collection: 'users', id: input.userId, ...system })
      if (account.erasedAt) return 0
      const mail = notificationDigestEmail({
        language: preferredLanguageOf(account),
        firstName: account.firstName ?? '',
        entries: docs.map(({ kind, subject, path }) => ({
          kind: kind as NotificationKind,
          subject,
          path,
        })),
        settingsPath: isAdmin(account) ? SETTINGS_PATH.studio : SETTINGS_PATH.client,
      })
      await payload.sendEmail({ to: account.contactEmail || account.email, ...mail })
      await payload.update({
        collection: 'notifications',
        where: { id: { in: docs.map(({ id }) => id) } },
        data: { emailedAt: new Date().toISOString() },
        ...system,
      })
      if (docs.length === DIGEST_MAX) {
        // More than one mail's worth: the rest go in the next digest, due like a new event's.
        await payload.jobs.queue({
          task: DIGEST_TASK,
          input: { userId: input.userId },
          waitUntil: new Date(Date.now() + DIGEST_DELAY_MS),
          req,
        })
      }
      return docs.length
    })
    return { output: { sent } }
  },
}
