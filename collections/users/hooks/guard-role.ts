import type { CollectionBeforeValidateHook } from 'payload'

import { GRANT_ROLE, isAdmin } from '@/access/roles'
import { DEFAULT_ROLE } from '@/domain/users/roles'

/**
 * The browser never chooses a role. Field access already strips it for non-admins, but Payload's
 * first-user registration (/cms on an empty database) creates with overrideAccess. So an account
 * created without an admin or a system grant is a client, except the very first account of the
 * database, which is its admin (the first user may claim admin while none exists).
 */
/** Set by the sign-up use case: a visitor's own account is always a client, even the first one. */
export const SIGNUP_CONTEXT = 'signup'

export const guardRole: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || isAdmin(req.user) || req.context?.[GRANT_ROLE] === true) {
    return data
  }
  if (req.context?.[SIGNUP_CONTEXT] === true) {
    data.role = DEFAULT_ROLE
    return data
  }
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  data.role = totalDocs === 0 ? 'admin' : DEFAULT_ROLE
  return data
}
