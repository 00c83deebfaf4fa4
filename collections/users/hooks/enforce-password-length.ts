import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { AUTH_LIMITS } from '@/domain/auth/auth-limits'
import { validationMessage } from '@/domain/web/validation-message'
import { validationT } from '@/server/platform/i18n/request-language'

/** The shortest password any form accepts: login's, reset's and change's (sign-up asks more). */
const MIN_PASSWORD = AUTH_LIMITS.password.min

/**
 * Every way to set a password (REST, Local API, reset) obeys the forms' minimum, not only the
 * forms: a short password sent straight to the API is refused with the forms' message, in the
 * request's language.
 */
export const enforcePasswordLength: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (!['create', 'update', 'updateByID', 'resetPassword'].includes(operation)) return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD) {
    throw new ValidationError({
      errors: [
        {
          path: 'password',
          message: validationT(args.req)(validationMessage('minChars', { min: MIN_PASSWORD })),
        },
      ],
    })
  }
  return args
}
