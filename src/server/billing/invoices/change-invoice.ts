import type { Invoice } from '@payload-types'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { SERVER_FIELDS, type InvoiceServerFields } from './invoice-server-fields'
import { lockKey, lockRow } from '@/server/platform/db/lock'
import { inTransaction } from '@/server/platform/db/transaction'
import { logActivity, SKIP_AUDIT, type JournalAction } from '@/server/activity'
import { Refusal } from '@/server/platform/http/refusal'

/**
 * What an admin's action does to an invoice: the fields it sets (those no request may write go
 * through `serverFields`) and its entry in the log.
 */
export type InvoiceChange = {
  data: Partial<Invoice>
  serverFields?: InvoiceServerFields
  action: JournalAction
  note?: string
}

type Options<T> = {
  /** How deep the invoice is read for `decide` (1: with its project). */
  depth?: number
  /** An advisory lock to take before the invoice's row (see BANK_IMPORT_LOCK). */
  lockFirst?: string
  /** More work in the same transaction once the change is stored (a mail to queue). */
  then?: (req: PayloadRequest, changed: Invoice) => Promise<T>
}

/**
 * An admin's action on one invoice, in one transaction on the locked row, so that a double click
 * or two admins at once act once: the invoice is read for the admin, `decide` refuses (throwing a
 * Refusal) or names the change, which is stored with its activity entry under the invoice's number
 * as it is after the change (the collection's generic 'Facture modifiée' is skipped: the action's
 * own words say more).
 */
export const changeInvoice = async <T = void>(
  payload: Payload,
  admin: TypedUser,
  invoiceId: number,
  decide: (invoice: Invoice, req: PayloadRequest) => InvoiceChange | Promise<InvoiceChange>,
  { depth = 0, lockFirst, then }: Options<T> = {},
) => {
  const as = { user: admin, overrideAccess: false } as const
  return inTransaction(payload, admin, async (req) => {
    if (lockFirst) await lockKey(req, lockFirst)
    if (!(await lockRow(req, 'invoices', invoiceId))) throw new Refusal(404, 'invoice.notFound')
    const invoice = await payload.findByID({
      collection: 'invoices',
      id: invoiceId,
      depth,
      req,
      ...as,
    })
    const { data, serverFields, action, note } = await decide(invoice, req)
    const changed = await payload.update({
      collection: 'invoices',
      id: invoiceId,
      data,
      depth: 0,
      req,
      context: { [SKIP_AUDIT]: true, [SERVER_FIELDS]: serverFields },
      ...as,
    })
    await logActivity(req, {
      entityType: 'invoice',
      entityId: invoiceId,
      action,
      note: note ?? changed.invoiceNumber ?? undefined,
    })
    // Without `then`, T is void: nothing more to give back.
    return then ? then(req, changed) : (undefined as T)
  })
}
