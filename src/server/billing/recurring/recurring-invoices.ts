import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { STUDIO_TIME_ZONE } from '../finances/finances'
import { issuePeriodInvoice } from './issue-period-invoice'
import { studioDay } from './studio-days'

/**
 * Bills every active subscription whose renewal day (in Zurich) has come: each missed period
 * once, oldest first, each in its own transaction (see issuePeriodInvoice), so a server that was
 * down catches up and a run cut short loses nothing. A subscription that fails (a project with
 * no client yet) is logged and the others are billed; the run then fails with every error, so the
 * jobs runner retries it and the failure stays visible. Returns the ids of the invoices created.
 */
export const issueRecurringInvoices = async (payload: Payload, now: Date = new Date()) => {
  const today = studioDay(now)
  const { rows } = await payload.db.drizzle.execute(sql`
    select id from subscriptions
     where status = 'Active'
       and (renews_at at time zone ${STUDIO_TIME_ZONE})::date <= ${today}::date
     order by id`)
  const invoices: number[] = []
  const failures: unknown[] = []
  for (const { id } of rows as { id: number }[]) {
    try {
      for (;;) {
        const invoice = await issuePeriodInvoice(payload, id, today, now.getTime())
        if (invoice === null) break
        invoices.push(invoice)
      }
    } catch (error) {
      payload.logger.error({ msg: `subscription ${id}: its period's invoice failed`, err: error })
      failures.push(error)
    }
  }
  if (failures.length) {
    throw new AggregateError(failures, `${failures.length} subscription(s) could not be invoiced`)
  }
  return invoices
}
