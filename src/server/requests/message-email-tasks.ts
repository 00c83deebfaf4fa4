import type { TaskConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import type { ClientProject, ClientRequest, User } from '@payload-types'
import { wantsEmail } from '@/domain/notifications/kinds'
import { preferredLanguageOf } from '@/domain/users/language'

import { clientMessageEmail, studioMessageEmail } from './message-emails'
import { studioInbox } from '@/server/content'
import { personNameOf } from '@/domain/users/names'

const related = <T>(value: unknown) => (value && typeof value === 'object' ? (value as T) : null)

/**
 * The other side's e-mail about a new message: the studio's when the client wrote, the client's
 * when the studio did (unless the client keeps these in the app only). Queued in the message's
 * transaction, sent once it committed, retried while the mail server is down. System code: it
 * reads only the message it was queued for.
 */
export const notifyOfMessage: TaskConfig<{
  input: { messageId: number }
  output: Record<string, never>
}> = {
  slug: 'notifyOfMessage',
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const message = await req.payload.findByID({
      collection: 'request-messages',
      id: input.messageId,
      depth: 2,
      overrideAccess: true,
      req,
    })
    const request = related<ClientRequest>(message.request)
    const author = related<User>(message.author)
    const client = related<User>(request?.user)
    if (!request || !author) return { output: {} }
    const summary = {
      requestId: request.id,
      pageConcerned: request.pageConcerned,
      projectName: related<ClientProject>(request.project)?.projectName ?? '',
      body: message.body,
    }
    if (!isAdmin(author)) {
      await req.payload.sendEmail(
        studioMessageEmail({ ...summary, from: personNameOf(author) }, await studioInbox(req)),
      )
    } else if (client && wantsEmail(client, 'studioMessage')) {
      const language = preferredLanguageOf(client)
      await req.payload.sendEmail({
        to: client.contactEmail || client.email,
        ...clientMessageEmail({ ...summary, language }),
      })
    }
    return { output: {} }
  },
}
