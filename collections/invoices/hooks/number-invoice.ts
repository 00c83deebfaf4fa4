import type { CollectionBeforeChangeHook } from 'payload'

import { nextInvoiceNumber } from '@/domain/billing/invoice-number'
import { isInvoiceSent } from '@/domain/billing/invoice-status'
import { reserveNumber, studioYearOf } from '@/server/billing'

/**
 * An invoice gets its number when it stops being a draft (sent, or stored directly as issued by
 * system code): the next one of its invoice date's year (Zurich time). Drafts take none, so a
 * discarded draft leaves no gap. The year's numbering is locked until the invoice is stored, so
 * two invoices sent at once never get the same number and none is skipped.
 */
export const numberInvoice: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const status = data.status ?? originalDoc?.status ?? 'Draft'
  if (!isInvoiceSent(status) || data.invoiceNumber || originalDoc?.invoiceNumber) return data
  const year = studioYearOf(new Date(data.invoiceDate ?? originalDoc?.invoiceDate ?? Date.now()))
  data.invoiceNumber = nextInvoiceNumber(year, await reserveNumber(req, 'invoice', year))
  return data
}
