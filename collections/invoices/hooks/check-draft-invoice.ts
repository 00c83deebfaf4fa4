import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { DUE_BEFORE_INVOICE_ERROR, isDueOnOrAfter } from '@/domain/billing/invoice-dates'
import { ZERO_TOTAL_ERROR } from '@/domain/billing/invoice-draft'
import { isInvoiceSent } from '@/domain/billing/invoice-status'
import { validationT } from '@/server/platform/i18n/request-language'

/**
 * What a draft (or a new invoice) may not be, whoever writes it: due before its date, or of
 * 0 CHF. Runs after priceInvoice, which has just computed the total. A sent invoice is left to
 * guardSentInvoice: its figures are frozen, and an old one is never refused for them on a save.
 */
export const checkDraftInvoice: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (isInvoiceSent(originalDoc?.status)) return data
  const t = validationT(req)
  const errors: { path: string; message: string }[] = []
  const invoiceDate = data.invoiceDate ?? originalDoc?.invoiceDate
  const dueDate = data.dueDate ?? originalDoc?.dueDate
  if (invoiceDate && dueDate && !isDueOnOrAfter(invoiceDate, dueDate)) {
    errors.push({ path: 'dueDate', message: t(DUE_BEFORE_INVOICE_ERROR) })
  }
  if (data.amount !== undefined && Number(data.amount) === 0) {
    errors.push({ path: 'lines', message: t(ZERO_TOTAL_ERROR) })
  }
  if (errors.length) throw new ValidationError({ collection: 'invoices', errors })
  return data
}
