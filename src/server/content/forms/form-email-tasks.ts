import type { TaskConfig } from 'payload'

import { inTransaction } from '@/server/platform/db/transaction'
import type { NotificationEmail } from './notification-emails'

/**
 * One notification e-mail of a form's answer, as the plugin rendered it when the visitor sent
 * it. The answer's status shows in the CMS list: sent, or failed while retries go on. An answer
 * erased meanwhile (privacy) is mailed to nobody.
 */
export const sendFormNotification: TaskConfig<{
  input: { submissionId: number; email: NotificationEmail }
  output: Record<string, never>
}> = {
  slug: 'sendFormNotification',
  inputSchema: [
    { name: 'submissionId', type: 'number', required: true },
    { name: 'email', type: 'json', required: true },
  ],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const submission = await req.payload.findByID({
      collection: 'form-submissions',
      id: input.submissionId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!submission) return { output: {} }
    // In a transaction of its own: an update writes the answers' rows again, and a reader must
    // never catch the answer between their removal and their return.
    const setStatus = (emailStatus: 'sent' | 'failed') =>
      inTransaction(req.payload, null, (tx) =>
        req.payload.update({
          collection: 'form-submissions',
          id: submission.id,
          data: { emailStatus },
          overrideAccess: true,
          req: tx,
        }),
      )
    try {
      await req.payload.sendEmail(input.email)
    } catch (error) {
      await setStatus('failed')
      throw error
    }
    await setStatus('sent')
    return { output: {} }
  },
}
