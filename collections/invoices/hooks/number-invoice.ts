import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { nextInvoiceNumber } from '@/domain/billing/invoice-number'
import { lockKey, transactionOf } from '@/server/db/lock'
import { STUDIO_TIME_ZONE } from '@/server/backoffice/finances'

/**
 * A new invoice without a number gets the next one of its invoice date's year (Zurich time). The
 * year's numbering is locked until the invoice is stored, so two invoices created at once never
 * get the same number and none is skipped.
 */
export const numberInvoice: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.invoiceNumber) return data
  const date = new Date(data.invoiceDate ?? Date.now())
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
