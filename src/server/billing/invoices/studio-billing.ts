import type { Payload, PayloadRequest } from 'payload'

import { isBillingComplete, type StudioBilling } from '@/domain/billing/qr-bill'
import { studioBillingOf } from '@/domain/site/studio-identity'
import { readStudioIdentity } from '@/server/content'

/**
 * The invoices' creditor, or null while anything a QR-bill needs is missing: the company and
 * address of the studio's identity (public), the account of the settings (the studio's own
 * configuration, read with the system's rights; the field rules keep it out of every non-admin
 * read). Given a `req`, the reads join its transaction rather than taking a second connection of
 * the pool while holding one.
 */
export const getStudioBilling = async (
  payload: Payload,
  req?: PayloadRequest,
): Promise<StudioBilling | null> => {
  const [identity, settings] = await Promise.all([
    readStudioIdentity(payload, req),
    payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, req }),
  ])
  const billing = studioBillingOf(identity, settings.billing?.iban)
  return isBillingComplete(billing) ? billing : null
}
