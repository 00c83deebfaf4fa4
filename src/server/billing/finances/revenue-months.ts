import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { REVENUE_MONTHS, type RevenueMonth } from '@/domain/billing/revenue-months'

import { endOfStudioDay, PAID_ON, STUDIO_TIME_ZONE } from './finances'

/**
 * The finances chart's months, the current one last, each a Zurich calendar month cut at `now`
 * (so the current month's paid figure is the 'Encaissé ce mois-ci' card): invoiced is the sent
 * invoices (not drafts, not cancelled) by invoice date; paid is the paid invoices by payment date,
 * as the cards count them; MRR is the active subscriptions already started by the month's end.
 * Subscriptions keep no end date, so a cancelled one is absent from every month, not only from
 * those after it ended. One SQL statement over generate_series; sums in numeric.
 */
export const revenueMonths = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<RevenueMonth[]> => {
  const at = sql`${now.toISOString()}::timestamptz`
  const month = (moment: SQL) =>
    sql`date_trunc('month', ${moment} at time zone ${STUDIO_TIME_ZONE})`
  // Each kind of invoice is read once and summed per month (not once per month: a 12-fold scan of
  // the paid invoices, whose payment day has no index).
  const { rows } = await payload.db.drizzle.execute(sql`
    with months as (
      select start, least((start + interval '1 month') at time zone ${STUDIO_TIME_ZONE}, ${at}) as to_at
        from generate_series(${month(at)}
                               - make_interval(months => ${REVENUE_MONTHS - 1}),
                             ${month(at)}, interval '1 month') as start
    ),
    since as (select min(start) at time zone ${STUDIO_TIME_ZONE} as from_at from months),
    invoiced as (
      select ${month(sql.raw('invoice_date'))} as start, sum(amount) as total from invoices, since
       where status in ('Pending', 'Paid') and invoice_date >= since.from_at and invoice_date <= ${at}
       group by 1
    ),
    paid as (
      select ${month(PAID_ON)} as start, sum(amount) as total from invoices, since
       where status = 'Paid' and ${PAID_ON} >= since.from_at
         and ${PAID_ON} < ${endOfStudioDay(now.toISOString())}
       group by 1
    )
    select to_char(m.start, 'YYYY-MM') as month,
           coalesce(i.total, 0)::text as invoiced, coalesce(p.total, 0)::text as paid,
           (select coalesce(sum(mrr_chf), 0) from subscriptions
             where status = 'Active' and started_at <= m.to_at)::text as mrr
      from months m left join invoiced i using (start) left join paid p using (start)
     order by m.start
  `)
  return rows as RevenueMonth[]
}
