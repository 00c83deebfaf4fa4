import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { apiT } from '@/server/platform/i18n/request-language'

/** Set in `context` by the password change, once it has checked the current password. */
export const CURRENT_PASSWORD_CHECKED = 'currentPasswordChecked'

/**
 * An account changes its own password only through the account page's change, which asks for
 * the current one: a plain update of its own `password` (REST, the panel) is refused, so a stolen
 * session alone cannot lock the owner out. An admin still sets another account's password, and
 * the reset by e-mail has its own operation.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const { data, id } = args as { data?: { password?: unknown }; id?: unknown }
  if (data?.password === undefined || !req.user || req.context[CURRENT_PASSWORD_CHECKED]) {
    return args
  }
  // Another account's row, by its id. A bulk update (no id) may match the asker's own: refused.
  if (id !== undefined && String(id) !== String(req.user.id)) return args
  throw new ValidationError({
    errors: [{ path: 'password', message: apiT(req)('account.currentPasswordFirst') }],
  })
}
