import type { Payload } from 'payload'

import { isBillingComplete, type StudioBilling } from '@/domain/billing/qr-bill'

/**
 * The studio's billing details, or null while the settings lack any of them. They are the
 * studio's own configuration, not any account's data, so they are read with the system's rights;
 * the field rules keep them out of every non-admin read of the settings.
 */
export const getStudioBilling = async (payload: Payload): Promise<StudioBilling | null> => {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return isBillingComplete(settings.billing) ? settings.billing : null
}
