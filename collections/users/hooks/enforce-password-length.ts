import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

/** The shortest password any form accepts: 6 at login, reset and change (sign-up asks for 8). */
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
