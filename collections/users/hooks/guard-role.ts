import type { CollectionBeforeValidateHook } from 'payload'

import { isAdmin } from '@/access/roles'
import { DEFAULT_ROLE } from '@/domain/users/roles'

/** Set `req.context.grantRole` in system code (first-admin use cases, CLI) to keep a chosen role. */
export const GRANT_ROLE = 'grantRole'

/**
 * The browser never chooses a role. Field access already strips it for non-admins, but Payload's
 * first-user registration creates with overrideAccess: this hook makes every account created
 * without an admin or a system grant a client.
 */
export const guardRole: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation === 'create' && data && !isAdmin(req.user) && req.context?.[GRANT_ROLE] !== true) {
    data.role = DEFAULT_ROLE
  }
  return data
}
