import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { fromHundredths } from '@/domain/billing/exact-decimal'
import { formatChf } from '@/domain/billing/money'

import { activityRow } from '../backoffice/activity'
import { transactionOf } from '../db/lock'

export type AppliedPayment = { invoiceNumber: string | null; paid: boolean }

type Applied = { id: number; invoiceNumber: string | null; paid: string; complete: boolean }

/**
 * Brings each invoice's paid amount to the sum of the credits applied to it, on the locked
 * invoices: Paid, with the booking date of the last credit, once the sum reaches the total; still
 * open for the rest otherwise; each logged as 'Paiement reçu'. One statement for all of a bank
 * file's invoices (sums in SQL, the rows locked in id order so two imports never deadlock), so a
 * file paying thousands of invoices takes seconds, not one round of hooks per invoice: none of the
 * invoices' hooks concern a payment (their numbers, lines and totals do not change). Runs in the
 * caller's transaction, after the credits were written.
 */
export const applyCredits = async (
  req: PayloadRequest,
  invoiceIds: number[],
): Promise<AppliedPayment[]> => {
  if (invoiceIds.length === 0) return []
  const db = await transactionOf(req)
  const ids = sql`${sql.param(invoiceIds)}::int[]`
  await db.execute(sql`select id from invoices where id = any(${ids}) order by id for update`)
  const { rows } = await db.execute(sql`
    with sums as (
      select i.id, (coalesce(sum(c.amount), 0) * 100)::bigint as paid,
             max(c.booking_date) as last_booking, (i.amount * 100)::bigint as total
        from invoices i
        left join bank_credits c on c.invoice_id = i.id and c.status = 'matched'
       where i.id = any(${ids})
       group by i.id)
    update invoices i
       set amount_paid = s.paid::numeric / 100,
           paid_at = case when s.paid >= s.total then coalesce(s.last_booking, now()) else i.paid_at end,
           status = case when s.paid >= s.total and i.status = 'Pending' then 'Paid' else i.status end,
           updated_at = now()
      from sums s
     where i.id = s.id
    returning i.id, i.invoice_number as "invoiceNumber", s.paid::text as paid,
              s.paid >= s.total as complete`)
  const applied = rows as Applied[]
  if (applied.length !== invoiceIds.length) {
    throw new Error('An invoice vanished while its payment was applied')
  }
  const { activities } = (req.payload.db as unknown as PostgresAdapter).tables
  await db.insert(activities!).values(
    applied.map((row) =>
      activityRow(req, {
        entityType: 'invoice',
        entityId: row.id,
        action: row.complete ? 'Paiement reçu : facture payée' : 'Paiement partiel reçu',
        note: `${row.invoiceNumber ?? ''} · ${formatChf(fromHundredths(Number(row.paid)), 2)} reçus`,
      }),
    ),
  )
  const byId = new Map(applied.map((row) => [row.id, row]))
  return invoiceIds.map((id) => ({
    invoiceNumber: byId.get(id)!.invoiceNumber,
    paid: byId.get(id)!.complete,
  }))
}
