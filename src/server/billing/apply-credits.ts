import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { fromHundredths } from '@/domain/billing/exact-decimal'

import { logActivity, SKIP_AUDIT } from '../backoffice/activity'
import { lockRow, transactionOf } from '../db/lock'
import { SERVER_FIELDS, type InvoiceServerFields } from './invoice-server-fields'

export type AppliedPayment = { invoiceNumber: string | null; paid: boolean }

/**
 * Brings an invoice's paid amount to the sum of the credits applied to it (summed in SQL, on the
 * locked invoice): Paid, with the booking date of the last credit, once the sum reaches the
 * total; still open for the rest otherwise. Logged as 'Paiement reçu'. Runs in the caller's
 * transaction, after the credits were written.
 */
export const applyCredits = async (
  req: PayloadRequest,
  invoiceId: number,
): Promise<AppliedPayment> => {
  await lockRow(req, 'invoices', invoiceId)
  const db = await transactionOf(req)
  const { rows } = await db.execute(sql`
    select (coalesce(sum(c.amount), 0) * 100)::bigint::text as paid,
           max(c.booking_date)::text as "lastBooking",
           (i.amount * 100)::bigint::text as total,
           i.status, i.invoice_number as "invoiceNumber"
      from invoices i
      left join bank_credits c on c.invoice_id = i.id and c.status = 'matched'
     where i.id = ${invoiceId}
     group by i.id`)
  const row = rows[0] as
    | {
        paid: string
        lastBooking: string | null
        total: string
        status: string
        invoiceNumber: string | null
      }
    | undefined
  if (!row) throw new Error(`Invoice ${invoiceId} vanished while its payment was applied`)
  const paidCentimes = Number(row.paid)
  const complete = paidCentimes >= Number(row.total)
  const payment: InvoiceServerFields = {
    amountPaid: fromHundredths(paidCentimes),
    ...(complete && row.lastBooking && { paidAt: new Date(row.lastBooking).toISOString() }),
  }
  await req.payload.update({
    collection: 'invoices',
    id: invoiceId,
    data: complete && row.status === 'Pending' ? { status: 'Paid' } : {},
    req,
    user: req.user,
    overrideAccess: false,
    context: { [SERVER_FIELDS]: payment, [SKIP_AUDIT]: true },
  })
  await logActivity(req, {
    entityType: 'invoice',
    entityId: invoiceId,
    action: complete ? 'Paiement reçu : facture payée' : 'Paiement partiel reçu',
    note: `${row.invoiceNumber ?? ''} · ${fromHundredths(paidCentimes).toFixed(2)} CHF reçus`,
  })
  return { invoiceNumber: row.invoiceNumber, paid: complete }
}
