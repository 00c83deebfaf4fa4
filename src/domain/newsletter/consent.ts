/**
 * The newsletter's consent rules (double opt-in): an address counts only once its owner confirmed
 * it from the e-mail; the link is valid for a week; an address gets at most one confirmation mail
 * per 10 minutes, so nobody can flood a third party's inbox through the footer; an address never
 * confirmed is forgotten after 30 days.
 */
export const CONFIRMATION_VALID_DAYS = 7
export const RESEND_AFTER_MINUTES = 10
export const PURGE_UNCONFIRMED_AFTER_DAYS = 30

const DAY_MS = 86_400_000

/** When a confirmation link issued at `issuedAt` stops working. */
export const confirmationExpiry = (issuedAt: Date) =>
  new Date(issuedAt.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS)

/** Whether a new confirmation mail may go out, given when the last one was queued. */
export const mayResendConfirmation = (lastSentAt: Date | null, now: Date) =>
  !lastSentAt || now.getTime() - lastSentAt.getTime() >= RESEND_AFTER_MINUTES * 60_000

/** Rows still unconfirmed and created before this instant are purged. */
export const purgeUnconfirmedBefore = (now: Date) =>
  new Date(now.getTime() - PURGE_UNCONFIRMED_AFTER_DAYS * DAY_MS)
