import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  ValidationError,
} from 'payload'

import { statusChangeRefusal } from '@/domain/billing/credit-note'
import {
  INVOICE_SENT_DELETE_ERROR,
  INVOICE_SENT_LOCKED_ERROR,
  isInvoiceSent,
} from '@/domain/billing/invoice-status'
import { SERVER_FIELDS, type InvoiceServerFields } from '@/server/billing'
import { validationT } from '@/server/platform/i18n/request-language'

/**
 * Set in the context by the deletion of a whole project: its invoices go with it, sent or not
 * (one admin action, logged once as 'Projet supprimé').
 */
export const DELETING_PROJECT = 'deletingProject'

type LineLike = {
  description?: unknown
  quantity?: unknown
  unitPrice?: unknown
  vatRate?: unknown
}

// What a line bills, without its row id: an unchanged line sent back by the panel compares equal.
const billed = (lines: unknown) =>
  JSON.stringify(
    ((lines as LineLike[] | null | undefined) ?? []).map((line) => [
      line.description,
      Number(line.quantity),
      Number(line.unitPrice),
      String(line.vatRate),
    ]),
  )

const FROZEN = ['lines', 'discount', 'notes', 'invoiceNumber', 'project', 'status'] as const

const idOf = (value: unknown) =>
  typeof value === 'object' && value ? (value as { id: unknown }).id : value

/**
 * What the client received is frozen: once sent, an invoice's number, client (its project), lines,
 * discount and notes stay as they were (the panel sends them back unchanged on every save, which is
 * allowed), and it never goes back to Draft. Its status may still become Paid or Cancelled. Its
 * refusals, as the others of this file, are in the request's language (the panel's).
 */
export const guardSentInvoice: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isInvoiceSent(originalDoc?.status)) return data
  const changed = (field: (typeof FROZEN)[number]) => {
    if (data[field] === undefined) return false
    if (field === 'lines') return billed(data.lines) !== billed(originalDoc.lines)
    if (field === 'discount') {
      return Number(data.discount ?? 0) !== Number(originalDoc.discount ?? 0)
    }
    // Printed on the PDF the client received; the panel sends an empty text for none.
    if (field === 'notes') return (data.notes || null) !== (originalDoc.notes || null)
    if (field === 'status') return data.status === 'Draft'
    if (field === 'project') return idOf(data.project) !== idOf(originalDoc.project)
    return data[field] !== originalDoc[field]
  }
  const refused = FROZEN.filter(changed)
  if (refused.length) {
    const message = validationT(req)(INVOICE_SENT_LOCKED_ERROR)
    throw new ValidationError({
      collection: 'invoices',
      errors: refused.map((path) => ({ path, message })),
    })
  }
  return data
}

const refuseStatus = (message: string) =>
  new ValidationError({ collection: 'invoices', errors: [{ path: 'status', message }] })

/**
 * Cancelling is the 'Annuler la facture' action's alone (see cancelInvoice): it issues the credit
 * note, with its number and its mail to the client. Any other write that would cancel an invoice
 * (the panel's status select, a REST PATCH), or bring a cancelled one back, is refused.
 */
export const guardCancellation: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  context,
  req,
}) => {
  const from = operation === 'update' ? originalDoc?.status : undefined
  const creditNote = (context[SERVER_FIELDS] as InvoiceServerFields | undefined)?.creditNoteNumber
  const refusal = statusChangeRefusal(from, data.status ?? from, Boolean(creditNote))
  if (refusal) throw refuseStatus(validationT(req)(refusal))
  return data
}

/** A sent invoice is cancelled, never deleted: its number stays accounted for. */
export const keepSentInvoice: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context[DELETING_PROJECT]) return
  const invoice = await req.payload.findByID({
    collection: 'invoices',
    id,
    depth: 0,
    req,
    // Read to decide on a deletion the caller's own access already allowed.
    overrideAccess: true,
    disableErrors: true,
  })
  if (invoice && isInvoiceSent(invoice.status)) {
    throw new APIError(validationT(req)(INVOICE_SENT_DELETE_ERROR), 409)
  }
}
