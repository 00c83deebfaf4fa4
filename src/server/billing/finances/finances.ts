import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { type SubscriptionStatus, type SubscriptionType } from '@/domain/billing/subscription'
import { toCsv } from '@/domain/web/csv'
import { labelsOf } from '@/i18n/labels'
import { BACK_OFFICE_LANGUAGE, backOfficeTextsT } from '@/server/platform/i18n/request-language'

/** The studio's time zone: "this month" starts at midnight in Zurich, not in UTC. */
export const STUDIO_TIME_ZONE = 'Europe/Zurich'

/** The finance cards (paid this month, over 30 days, active MRR), exact decimal strings of CHF. */
export type FinanceSummary = {
  paidMonthToDate: string
  paidLast30Days: string
  activeMrr: string
}

/**
 * The day a paid invoice counts for revenue: its payment date, so the figures match the bank
 * statement. Invoices marked paid before `paid_at` existed have none; their invoice date is the
 * best day known for them (they were paid by hand, usually soon after), and counting them nowhere
 * would make past revenue drop.
 */
export const PAID_ON = sql.raw('coalesce(paid_at, invoice_date)')

/**
 * The end of `at`'s day in Zurich: payments are booked by day (a bank's booking day is stored at
 * noon UTC), so one booked today counts today, even when the statement is imported at 8:00.
 */
export const endOfStudioDay = (at: string) =>
  sql`(date_trunc('day', ${at}::timestamptz at time zone ${STUDIO_TIME_ZONE}) + interval '1 day')
        at time zone ${STUDIO_TIME_ZONE}`

/**
 * Paid invoices since the first of the month (Zurich time) and over the last 30 days, by payment
 * day up to today's, and the MRR of active subscriptions: one SQL statement, sums in PostgreSQL numeric.
 */
export const financeSummary = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<FinanceSummary> => {
  const at = now.toISOString()
  const { rows } = await payload.db.drizzle.execute(sql`
    select
      (select coalesce(sum(amount), 0) from invoices where status = 'Paid'
         and ${PAID_ON} >= (date_trunc('month', ${at}::timestamptz at time zone ${STUDIO_TIME_ZONE})
                              at time zone ${STUDIO_TIME_ZONE})
         and ${PAID_ON} < ${endOfStudioDay(at)})::text as "paidMonthToDate",
      (select coalesce(sum(amount), 0) from invoices where status = 'Paid'
         and ${PAID_ON} >= ${at}::timestamptz - interval '30 days'
         and ${PAID_ON} < ${endOfStudioDay(at)})::text as "paidLast30Days",
      (select coalesce(sum(mrr_chf), 0) from subscriptions where status = 'Active')::text
        as "activeMrr"
  `)
  return rows[0] as FinanceSummary
}

/** Every subscription as CSV, newest first, MRR to the centime. */
export const subscriptionsCsv = async (payload: Payload) => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select p.project_name, s.plan, s.subscription_type::text as type, s.status::text as status,
           to_char(s.mrr_chf, 'FM9999999990.00') as mrr,
           to_char(s.started_at at time zone ${STUDIO_TIME_ZONE}, 'YYYY-MM-DD') as started_at,
           to_char(s.renews_at at time zone ${STUDIO_TIME_ZONE}, 'YYYY-MM-DD') as renews_at
      from subscriptions s join client_projects p on p.id = s.project_id
     order by s.started_at desc, s.id desc
  `)
  const t = backOfficeTextsT()
  const [types, statuses] = [
    labelsOf(BACK_OFFICE_LANGUAGE, 'subscriptionType'),
    labelsOf(BACK_OFFICE_LANGUAGE, 'subscriptionStatus'),
  ]
  const columns = ['project', 'plan', 'type', 'status', 'mrr', 'start', 'renewal'] as const
  return toCsv(
    columns.map((column) => t(`exports.subscriptions.${column}`)),
    (rows as Record<string, string | null>[]).map((row) => [
      row.project_name,
      row.plan,
      types[row.type as SubscriptionType],
      statuses[row.status as SubscriptionStatus],
      row.mrr,
      row.started_at,
      row.renews_at,
    ]),
  )
}
