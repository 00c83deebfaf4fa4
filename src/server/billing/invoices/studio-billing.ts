import type { Payload, PayloadRequest } from 'payload'

import { isBillingComplete, type StudioBilling } from '@/domain/billing/qr-bill'

/**
 * The studio's billing details, or null while the settings lack any of them. They are the
 * studio's own configuration, not any account's data, so they are read with the system's rights;
 * the field rules keep them out of every non-admin read of the settings. Given a `req`, the read
 * joins its transaction rather than taking a second connection of the pool while holding one.
 */
export const getStudioBilling = async (
  payload: Payload,
  req?: PayloadRequest,
): Promise<StudioBilling | null> => {
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return isBillingComplete(settings.billing) ? settings.billing : null
}
