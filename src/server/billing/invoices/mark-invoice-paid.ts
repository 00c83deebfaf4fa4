import type { Payload, TypedUser } from 'payload'

import { BANK_IMPORT_LOCK } from '../bank-import/import-bank-statement'
import { changeInvoice } from './change-invoice'
import { Refusal } from '@/server/platform/http/refusal'

/**
 * 'Marquer payé': a sent invoice not yet Paid (nor cancelled) becomes Paid, with the activity
 * 'Facture marquée payée', in one transaction on the locked invoice, so a double click acts once.
 */
export const markInvoicePaid = (payload: Payload, admin: TypedUser, invoiceId: number) =>
  changeInvoice(
    payload,
    admin,
    invoiceId,
    (invoice) => {
      if (invoice.status === 'Paid') throw new Refusal(409, 'Cette facture est déjà payée.')
      // A draft was never sent: it has no number a payment could refer to.
      if (invoice.status === 'Draft') {
        throw new Refusal(
          409,
          'Envoyez d’abord cette facture : un brouillon ne peut pas être payé.',
        )
      }
      if (invoice.status === 'Cancelled') {
        throw new Refusal(409, 'Cette facture est annulée : elle ne peut plus être payée.')
      }
      return { data: { status: 'Paid' }, action: 'Facture marquée payée' }
    },
    { lockFirst: BANK_IMPORT_LOCK },
  )
