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
      if (invoice.status === 'Paid') throw new Refusal(409, 'invoice.alreadyPaid')
      // A draft was never sent: it has no number a payment could refer to.
      if (invoice.status === 'Draft') throw new Refusal(409, 'invoice.payDraft')
      if (invoice.status === 'Cancelled') throw new Refusal(409, 'invoice.payCancelled')
      return { data: { status: 'Paid' }, action: 'invoiceMarkedPaid' }
    },
    { lockFirst: BANK_IMPORT_LOCK },
  )
