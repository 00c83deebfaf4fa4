import { ValidationError } from 'payload'

/**
 * The password's own refusal (too weak, too short) from a write that failed, as the forms' field
 * message; undefined for any other failure, which the endpoint answers in its own words.
 */
export const passwordRefusal = (error: unknown) => {
  if (!(error instanceof ValidationError)) return undefined
  const issue = error.data.errors.find(({ path }) => path === 'password')
  return issue && { field: 'password', message: issue.message }
}
