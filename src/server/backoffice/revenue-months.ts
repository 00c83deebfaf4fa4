import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { REVENUE_MONTHS, type RevenueMonth } from '@/domain/billing/revenue-months'

import { PAID_ON, STUDIO_TIME_ZONE } from './finances'

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
  const at = now.toISOString()
  const { rows } = await payload.db.drizzle.execute(sql`
    with months as (
      select start, start at time zone ${STUDIO_TIME_ZONE} as from_at,
             least((start + interval '1 month') at time zone ${STUDIO_TIME_ZONE},
                   ${at}::timestamptz) as to_at
        from generate_series(
               date_trunc('month', ${at}::timestamptz at time zone ${STUDIO_TIME_ZONE})
                 - make_interval(months => ${REVENUE_MONTHS - 1}),
               date_trunc('month', ${at}::timestamptz at time zone ${STUDIO_TIME_ZONE}),
               interval '1 month') as start
    )
    select to_char(m.start, 'YYYY-MM') as month,
           (select coalesce(sum(amount), 0) from invoices
             where status in ('Pending', 'Paid')
               and invoice_date >= m.from_at and invoice_date <= m.to_at)::text as invoiced,
           (select coalesce(sum(amount), 0) from invoices
             where status = 'Paid'
               and ${PAID_ON} >= m.from_at and ${PAID_ON} <= m.to_at)::text as paid,
           (select coalesce(sum(mrr_chf), 0) from subscriptions
             where status = 'Active' and started_at <= m.to_at)::text as mrr
      from months m
     order by m.start
  `)
  return rows as RevenueMonth[]
}
