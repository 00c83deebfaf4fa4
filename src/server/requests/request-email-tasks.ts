import type { PayloadRequest, TaskConfig } from 'payload'

import { wantsEmail } from '@/domain/notifications/kinds'
import { preferredLanguageOf } from '@/domain/users/language'

import { requestNotificationEmail, requestResolvedEmail } from './request-emails'
import { studioInbox } from '@/server/content'

type RequestEmailTask = TaskConfig<{ input: { requestId: number }; output: Record<string, never> }>

/** Both e-mails name one request and retry with growing delays while the mail server is down. */
const REQUEST_TASK = {
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
} satisfies Partial<RequestEmailTask>

/** System code: the job acts for no user; it only reads the request it was queued for. */
const requestOf = (req: PayloadRequest, id: number) =>
  req.payload.findByID({ collection: 'client-requests', id, depth: 1, overrideAccess: true, req })

/**
 * The studio's e-mail about a new change request: queued in the request's own transaction and
 * sent after it commits, retried with growing delays while the mail server is down.
 */
export const notifyStudioOfRequest: RequestEmailTask = {
  slug: 'notifyStudioOfRequest',
  ...REQUEST_TASK,
  handler: async ({ input, req }) => {
    const request = await requestOf(req, input.requestId)
    const project = typeof request.project === 'object' ? request.project : null
    const client = typeof request.user === 'object' && request.user ? request.user : null
    await req.payload.sendEmail(
      requestNotificationEmail(
        {
          id: request.id,
          pageConcerned: request.pageConcerned,
          changeDescription: request.changeDescription,
          projectName: project?.projectName ?? `#${String(request.project)}`,
          client: client ?? { email: '' },
        },
        await studioInbox(req),
      ),
    )
    return { output: {} }
  },
}

/**
 * The client's e-mail when a request is done, queued in the 'Terminer' transaction; none when the
 * client keeps these notifications in the app only.
 */
export const notifyClientOfResolution: RequestEmailTask = {
  slug: 'notifyClientOfResolution',
  ...REQUEST_TASK,
  handler: async ({ input, req }) => {
    const request = await requestOf(req, input.requestId)
    const client = typeof request.user === 'object' && request.user ? request.user : null
    if (!client || !wantsEmail(client, 'requestDone')) return { output: {} }
    const mail = requestResolvedEmail({
      language: preferredLanguageOf(client),
      firstName: client.firstName ?? '',
      pageConcerned: request.pageConcerned,
      changeDescription: request.changeDescription,
    })
    await req.payload.sendEmail({ to: client.contactEmail || client.email, ...mail })
    return { output: {} }
  },
}
