import type { TaskConfig } from 'payload'

import { requestNotificationEmail } from '../email/templates/request-emails'

type RequestEmailTask = TaskConfig<{ input: { requestId: number }; output: Record<string, never> }>

/**
 * The studio's e-mail about a new change request: queued in the request's own transaction and
 * sent after it commits, retried with growing delays while the mail server is down.
 */
export const notifyStudioOfRequest: RequestEmailTask = {
  slug: 'notifyStudioOfRequest',
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    // System code: the job acts for no user; it only reads the request it was queued for.
    const request = await req.payload.findByID({
      collection: 'client-requests',
      id: input.requestId,
      depth: 1,
      overrideAccess: true,
      req,
    })
    const project = typeof request.project === 'object' ? request.project : null
    const client = typeof request.user === 'object' && request.user ? request.user : null
    await req.payload.sendEmail(
      requestNotificationEmail({
        id: request.id,
        pageConcerned: request.pageConcerned,
        changeDescription: request.changeDescription,
        projectName: project?.projectName ?? `#${String(request.project)}`,
        client: client ?? { email: '' },
      }),
    )
    return { output: {} }
  },
}
