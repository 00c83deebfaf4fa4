import type { CollectionAfterChangeHook } from 'payload'

import { paymentReference } from '@/domain/billing/payment-reference'
import { isBillingIban } from '@/domain/billing/qr-bill'
import { updateOneWithoutHooks } from '@/server/platform/db/without-hooks'

/**
 * Once an invoice has its number (it is sent) and id, its payment reference is stored, for the
 * kind of account the settings name (QR-IBAN or not), so the reference a client pays with never changes under
 * them. Without an IBAN yet, the next save stores it. The write goes through Payload's database
 * adapter in the same transaction; it only adds a derived value, so no hook needs to run again.
 */
export const storePaymentReference: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc.paymentReference || !doc.invoiceNumber) return doc
  const { billing } = await req.payload.findGlobal({
    slug: 'settings',
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (!billing?.iban || !isBillingIban(billing.iban)) return doc
  const reference = paymentReference(billing.iban, doc)
  await updateOneWithoutHooks({
    collection: 'invoices',
    id: doc.id,
    data: { paymentReference: reference },
    req,
  })
  return { ...doc, paymentReference: reference }
}
