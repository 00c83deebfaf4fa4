import type { ClientProject, User } from '@payload-types'
import type { TaskConfig } from 'payload'

import type { ReminderLevel } from '@/domain/billing/reminders'
import { studioSignature } from '@/domain/site/studio-identity'
import { preferredLanguageOf } from '@/domain/users/language'
import { readStudioIdentity } from '@/server/content'

import { sendDueReminders } from './send-reminders'
import { reminderEmail } from './reminder-email'

/**
 * Every morning, the reminders that are due are decided and their mails queued (see
 * sendDueReminders). Payload's schedules queue it once across instances (queueScheduledJobs).
 */
export const queueInvoiceReminders: TaskConfig<{
  input: Record<string, never>
  output: { reminders: number }
}> = {
  slug: 'queueInvoiceReminders',
  schedule: [{ cron: '0 0 7 * * *', queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => ({
    output: { reminders: (await sendDueReminders(req.payload)).length },
  }),
}

/**
 * One reminder's mail, in the client's language, with what is still owed. An invoice paid or
 * cancelled between the decision and the mail gets none.
 */
export const sendInvoiceReminder: TaskConfig<{
  input: { invoiceId: number; level: number }
  output: Record<string, never>
}> = {
  slug: 'sendInvoiceReminder',
  inputSchema: [
    { name: 'invoiceId', type: 'number', required: true },
    { name: 'level', type: 'number', required: true },
  ],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    // System code: the job acts for no user; it reads only the invoice it was queued for.
    const invoice = await req.payload.findByID({
      collection: 'invoices',
      id: input.invoiceId,
      depth: 2,
      overrideAccess: true,
      req,
    })
    if (invoice.status !== 'Pending' || !invoice.invoiceNumber) return { output: {} }
    const client = (invoice.project as ClientProject).user as User
    const language = preferredLanguageOf(client)
    const studio = await readStudioIdentity(req.payload, req)
    const mail = reminderEmail({
      language,
      level: input.level as ReminderLevel,
      firstName: client.firstName ?? '',
      invoiceNumber: invoice.invoiceNumber,
      owed: (invoice.amount ?? 0) - (invoice.amountPaid ?? 0),
      dueDate: invoice.dueDate,
      signature: studioSignature(studio),
    })
    await req.payload.sendEmail({
      to: client.contactEmail || client.email,
      replyTo: studio.email,
      ...mail,
    })
    return { output: {} }
  },
}
