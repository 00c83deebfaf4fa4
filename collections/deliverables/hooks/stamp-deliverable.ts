import type { CollectionBeforeValidateHook } from 'payload'

import { isAdmin } from '@/access/roles'

/**
 * On creation: what a client shares is always one of its assets (never a studio deliverable it
 * could then approve itself), and its author is whoever created it.
 */
export const stampDeliverable: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  // System code (seed, fixtures) acts without a user and says which kind it writes.
  if (!req.user) return data
  if (!isAdmin(req.user)) data.kind = 'client'
  data.createdBy = req.user.id
  return data
}
