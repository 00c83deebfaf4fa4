import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

/** The shortest password any form accepts (spec §9: 6 for login, reset and change). */
const MIN_PASSWORD = 6

/**
 * Every way to set a password (REST, Local API, reset) obeys the forms' minimum, not only the
 * forms: a short password sent straight to the API is refused with the forms' message.
 */
export const enforcePasswordLength: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (!['create', 'update', 'updateByID', 'resetPassword'].includes(operation)) return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD) {
    throw new ValidationError({
      errors: [{ path: 'password', message: `Minimum ${MIN_PASSWORD} caractères` }],
    })
  }
  return args
}
