import type { TaskConfig } from 'payload'

import { issueRecurringInvoices } from './recurring-invoices'

/**
 * Every morning, the subscriptions whose renewal day has come get their period's invoice, sent
 * (see issueRecurringInvoices). Payload's schedules queue it once across instances
 * (queueScheduledJobs). 05:00 on the server's clock (UTC) is 06:00 or 07:00 in Zurich: always
 * within the studio's day the run bills, whichever the season.
 */
export const queueRecurringInvoices: TaskConfig<{
  input: Record<string, never>
  output: { invoices: number }
}> = {
  slug: 'queueRecurringInvoices',
  schedule: [{ cron: '0 0 5 * * *', queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => ({
    output: { invoices: (await issueRecurringInvoices(req.payload)).length },
  }),
}
