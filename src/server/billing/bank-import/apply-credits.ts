import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { fromHundredths } from '@/domain/billing/exact-decimal'
import { formatChf } from '@/domain/billing/money'

import { activityRow, journalT } from '@/server/activity'
import { bulkInsert } from '@/server/platform/db/bulk-insert'
import { transactionOf } from '@/server/platform/db/postgres-adapter'
import { updateOneWithoutHooks } from '@/server/platform/db/without-hooks'

export type AppliedPayment = { invoiceNumber: string | null; paid: boolean }

type Sum = {
  id: number
  invoiceNumber: string | null
  status: string
  /** Centimes, as text: exact whatever the sum. */
  paid: string
  complete: boolean
  /** Milliseconds since the epoch of the last credit's booking day; null without any credit. */
  lastBooking: string | null
}

/**
 * Brings each invoice's paid amount to the sum of the credits applied to it, on the locked
 * invoices: Paid, with the booking date of the last credit, once the sum reaches the total; still
 * open for the rest otherwise; each logged as 'Paiement reçu'. The sums are read in one statement
 * (the rows locked in id order so two imports never deadlock); each invoice and its log entry are
 * then written through the database adapter without hooks, as none of the invoices' hooks concern
 * a payment (their numbers, lines and totals do not change), and the log entries appended in one
 * bulk insert: a bank file may pay thousands of invoices. Runs in the caller's transaction, after the credits were written.
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
    select i.id, i.invoice_number as "invoiceNumber", i.status::text as status,
           (coalesce(sum(c.amount), 0) * 100)::bigint::text as paid,
           (coalesce(sum(c.amount), 0) * 100)::bigint >= (i.amount * 100)::bigint as complete,
           (extract(epoch from max(c.booking_date)) * 1000)::bigint::text as "lastBooking"
      from invoices i
      left join bank_credits c on c.invoice_id = i.id and c.status = 'matched'
     where i.id = any(${ids})
     group by i.id
     order by i.id`)
  const sums = rows as Sum[]
  if (sums.length !== invoiceIds.length) {
    throw new Error('An invoice vanished while its payment was applied')
  }
  const now = new Date().toISOString()
  for (const sum of sums) {
    const paidAt = sum.lastBooking ? new Date(Number(sum.lastBooking)).toISOString() : now
    await updateOneWithoutHooks({
      collection: 'invoices',
      id: sum.id,
      data: {
        amountPaid: fromHundredths(Number(sum.paid)),
        updatedAt: now,
        ...(sum.complete && { paidAt }),
        ...(sum.complete && sum.status === 'Pending' && { status: 'Paid' }),
      },
      req,
    })
  }
  const t = journalT()
  await bulkInsert(
    req,
    'activities',
    sums.map((sum) =>
      activityRow(req, {
        entityType: 'invoice',
        entityId: sum.id,
        // One file may pay thousands: the number is at hand, the client is not read for each.
        label: sum.invoiceNumber,
        action: sum.complete ? 'paymentReceived' : 'partialPaymentReceived',
        note: t('journalEntries.notes.paymentReceived', {
          invoiceNumber: sum.invoiceNumber ?? '',
          amount: formatChf(fromHundredths(Number(sum.paid)), 2),
        }),
      }),
    ),
  )
  const byId = new Map(sums.map((sum) => [sum.id, sum]))
  return invoiceIds.map((id) => ({
    invoiceNumber: byId.get(id)!.invoiceNumber,
    paid: byId.get(id)!.complete,
  }))
}
