import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { nextInvoiceNumber } from '@/domain/billing/invoice-number'
import { isInvoiceSent } from '@/domain/billing/invoice-status'
import { lockKey, transactionOf } from '@/server/db/lock'
import { STUDIO_TIME_ZONE } from '@/server/backoffice/finances'

/**
 * An invoice gets its number when it stops being a draft (sent, or stored directly as issued by
 * system code): the next one of its invoice date's year (Zurich time). Drafts take none, so a
 * discarded draft leaves no gap. The year's numbering is locked until the invoice is stored, so
 * two invoices sent at once never get the same number and none is skipped.
 */
export const numberInvoice: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const status = data.status ?? originalDoc?.status ?? 'Draft'
  if (!isInvoiceSent(status) || data.invoiceNumber || originalDoc?.invoiceNumber) return data
  const date = new Date(data.invoiceDate ?? originalDoc?.invoiceDate ?? Date.now())
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: STUDIO_TIME_ZONE, year: 'numeric' }).format(date),
  )
  await lockKey(req, `invoice-number:${year}`)
  const db = await transactionOf(req)
  const { rows } = await db.execute(sql`
    select max(substring(invoice_number from '^[0-9]{4}-([0-9]{4,})$')::int) as highest
      from invoices where invoice_number like ${`${year}-%`}
  `)
  data.invoiceNumber = nextInvoiceNumber(year, (rows[0] as { highest: number | null }).highest)
  return data
}
