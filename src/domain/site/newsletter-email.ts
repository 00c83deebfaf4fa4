/**
 * The newsletter's e-mail rule without zod, so the footer (on every page) can check an address
 * without shipping zod to the browser; the endpoint's zod schema uses the same function.
 */

/** Longest address SMTP accepts (RFC 5321 path limit). */
const MAX_LENGTH = 254

/** zod 4's own e-mail pattern (`z.email()`), kept so the rule did not change when zod left the form. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** The refusal's key in the validation namespace (the footer's and the endpoint's). */
export const NEWSLETTER_EMAIL_INVALID = 'emailInvalid'

/** Normalises an address the way it is stored: no surrounding spaces, lower case. */
export const normalizeNewsletterEmail = (value: string) => value.trim().toLowerCase()

/** Whether a normalised address may be subscribed. */
export const isNewsletterEmail = (email: string) =>
  email.length <= MAX_LENGTH && EMAIL_PATTERN.test(email)
