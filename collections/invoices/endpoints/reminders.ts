import type { Endpoint } from 'payload'

import { setRemindersPaused } from '@/server/billing'

import { adminAction } from '../../_shared/admin-action'

const remindersAction = (path: string, paused: boolean): Endpoint => ({
  path,
  method: 'post',
  handler: adminAction(setRemindersPaused(paused), {
    failure: 'invoice.remindersFailed',
    notFound: 'invoice.notFound',
  }),
})

/** POST /api/invoices/:id/pause-reminders: 'Suspendre les relances'. */
export const pauseRemindersEndpoint = remindersAction('/:id/pause-reminders', true)
/** POST /api/invoices/:id/resume-reminders: 'Reprendre les relances'. */
export const resumeRemindersEndpoint = remindersAction('/:id/resume-reminders', false)
