import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** A bank credit applied to an invoice: its booking day and its amount in centimes. */
export type InvoicePayment = { date: string; centimes: number }

/**
 * The bank credits applied to one invoice, oldest first, for its document. The caller has read
 * the invoice with the requesting account's rights: a client sees the payments of its own
 * invoices this way, while the bank credits themselves stay the admins' only.
 */
export const invoicePayments = async (
  payload: Payload,
  invoiceId: number,
): Promise<InvoicePayment[]> => {
  const { rows } = await payload.db.drizzle.execute(sql`
    select booking_date as date, (amount * 100)::bigint::text as centimes
      from bank_credits
     where invoice_id = ${invoiceId} and status = 'matched'
     order by booking_date, id`)
  return (rows as { date: unknown; centimes: string }[]).map((row) => ({
    date: new Date(row.date as string).toISOString(),
    centimes: Number(row.centimes),
  }))
}
