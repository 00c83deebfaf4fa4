import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  areReminderDays,
  DEFAULT_REMINDER_DAYS,
  dueReminder,
  type ReminderDays,
} from '@/domain/billing/reminders'

import { logActivity, SKIP_AUDIT, type JournalAction } from '@/server/activity'
import { lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { SERVER_FIELDS } from '../invoices/invoice-server-fields'

/** Each reminder level's entry in the log ('1re relance envoyée'…). */
export const REMINDER_ACTIONS = {
  1: 'firstReminderSent',
  2: 'secondReminderSent',
  3: 'formalNoticeSent',
} as const satisfies Record<number, JournalAction>

const reminderDaysOf = async (payload: Payload): Promise<ReminderDays> => {
  // System code: the scheduler acts for no user and reads only the reminder days.
  const { billing } = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  const days = [billing?.firstReminderDays, billing?.secondReminderDays, billing?.finalReminderDays]
  return areReminderDays(days) ? days : DEFAULT_REMINDER_DAYS
}

/**
 * Sends the reminders that are due: each sent, unpaid invoice whose reminders are not paused and
 * that is late enough for its next one. Each invoice is decided in its own transaction, on the
 * locked row: the level sent is stored with the reminder's mail job and its activity, so a second
 * run (another instance, a retry, a restart) finds it sent and sends nothing. Returns the count.
 */
export const sendDueReminders = async (payload: Payload, now: Date = new Date()) => {
  const days = await reminderDaysOf(payload)
  const { rows } = await payload.db.drizzle.execute(sql`
    select id from invoices
     where status = 'Pending' and not coalesce(reminders_paused, false)
       and coalesce(reminders_sent, 0) < 3
       and due_date <= ${now.toISOString()}::timestamptz - make_interval(days => ${days[0]})
     order by id`)
  const jobs: (number | string)[] = []
  for (const { id } of rows as { id: number }[]) {
    const job = await inTransaction(payload, null, async (req) => {
      if (!(await lockRow(req, 'invoices', id))) return null
      const invoice = await payload.findByID({
        collection: 'invoices',
        id,
        depth: 0,
        req,
        overrideAccess: true,
      })
      if (invoice.status !== 'Pending' || invoice.remindersPaused) return null
      const sent = invoice.remindersSent ?? 0
      const level = dueReminder({
        dueDate: invoice.dueDate,
        now,
        days,
        sent,
        lastSentAt: invoice.lastReminderAt,
      })
      if (!level) return null
      await payload.update({
        collection: 'invoices',
        id,
        data: {},
        req,
        overrideAccess: true,
        context: {
          [SERVER_FIELDS]: { remindersSent: level, lastReminderAt: now.toISOString() },
          [SKIP_AUDIT]: true,
        },
      })
      await logActivity(req, {
        entityType: 'invoice',
        entityId: id,
        action: REMINDER_ACTIONS[level],
        note: invoice.invoiceNumber ?? undefined,
      })
      return payload.jobs.queue({
        task: 'sendInvoiceReminder',
        input: { invoiceId: id, level },
        req,
      })
    })
    if (job) jobs.push(job.id)
  }
  return jobs
}
