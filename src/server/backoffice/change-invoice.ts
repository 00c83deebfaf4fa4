import type { Invoice } from '@payload-types'
import type { Payload, TypedUser } from 'payload'

import { lockRow } from '../db/lock'
import { inTransaction } from '../db/transaction'
import { logActivity, SKIP_AUDIT } from './activity'
import { Refusal } from './refusal'

/** What an admin's action does to an invoice: the fields it sets and its entry in the log. */
export type InvoiceChange = { data: Partial<Invoice>; action: string }

/**
 * An admin's action on one invoice, in one transaction on the locked row, so that a double click
 * or two admins at once act once: the invoice is read for the admin, `decide` refuses (throwing a
 * Refusal) or names the change, which is stored with its activity entry (the collection's generic
 * 'Facture modifiée' is skipped: the action's own words say more).
 */
export const changeInvoice = async (
  payload: Payload,
  admin: TypedUser,
  invoiceId: number,
  decide: (invoice: Invoice) => InvoiceChange,
) => {
  const as = { user: admin, overrideAccess: false } as const
  await inTransaction(payload, admin, async (req) => {
    if (!(await lockRow(req, 'invoices', invoiceId))) throw new Refusal(404, 'Facture introuvable')
    const invoice = await payload.findByID({
      collection: 'invoices',
      id: invoiceId,
      depth: 0,
      req,
      ...as,
    })
    const { data, action } = decide(invoice)
    await payload.update({
      collection: 'invoices',
      id: invoiceId,
      data,
      req,
      context: { [SKIP_AUDIT]: true },
      ...as,
    })
    await logActivity(req, {
      entityType: 'invoice',
      entityId: invoiceId,
      action,
      note: invoice.invoiceNumber ?? undefined,
    })
  })
}
