import type { Payload, TypedUser } from 'payload'

import { lockRow } from '../db/lock'
import { inTransaction } from '../db/transaction'
import { logActivity, SKIP_AUDIT } from './activity'
import { Refusal } from './refusal'

/**
 * 'Marquer payé': a sent invoice not yet Paid (nor cancelled) becomes Paid, with the activity
 * 'Facture marquée payée', in one transaction on the locked invoice, so a double click acts once.
 */
export const markInvoicePaid = async (payload: Payload, admin: TypedUser, invoiceId: number) => {
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
    if (invoice.status === 'Paid') throw new Refusal(409, 'Cette facture est déjà payée.')
    // A draft was never sent: it has no number a payment could refer to.
    if (invoice.status === 'Draft') {
      throw new Refusal(409, 'Envoyez d’abord cette facture : un brouillon ne peut pas être payé.')
    }
    if (invoice.status === 'Cancelled') {
      throw new Refusal(409, 'Cette facture est annulée : elle ne peut plus être payée.')
    }
    await payload.update({
      collection: 'invoices',
      id: invoiceId,
      data: { status: 'Paid' },
      req,
      // This action's entry is 'Facture marquée payée', written below.
      context: { [SKIP_AUDIT]: true },
      ...as,
    })
    await logActivity(req, {
      entityType: 'invoice',
      entityId: invoiceId,
      action: 'Facture marquée payée',
      note: invoice.invoiceNumber ?? undefined,
    })
  })
}
