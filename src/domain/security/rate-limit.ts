/** A number of hits allowed per fixed window. */
export type RateLimitRule = { limit: number; windowSeconds: number }

/**
 * Per-IP limits on the endpoints an attacker would hammer. Counted in fixed windows in Redis or
 * PostgreSQL, so every instance of the app shares the same counts.
 */
export const RATE_LIMITS = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  forgotPassword: { limit: 5, windowSeconds: 60 * 60 },
  signup: { limit: 5, windowSeconds: 60 * 60 },
  newsletter: { limit: 10, windowSeconds: 60 * 60 },
  contact: { limit: 5, windowSeconds: 60 * 60 },
  brief: { limit: 10, windowSeconds: 60 * 60 },
  changeRequest: { limit: 30, windowSeconds: 60 * 60 },
  // Codes after the password: the account's own lockout counts them too.
  secondFactor: { limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitedAction = keyof typeof RATE_LIMITS

/** Start of the fixed window `now` falls in. */
export const windowStart = (now: Date, windowSeconds: number): Date =>
  new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000)

/** Whole seconds until the window ends (at least 1). */
export const retryAfterSeconds = (now: Date, windowSeconds: number): number =>
  Math.max(
    1,
    Math.ceil(
      (windowStart(now, windowSeconds).getTime() + windowSeconds * 1000 - now.getTime()) / 1000,
    ),
  )

/** The wait in whole minutes, as the refusal tells it. */
export const retryAfterMinutes = (retryAfter: number): number => Math.ceil(retryAfter / 60)

/**
 * The client's address. Next.js only fills x-forwarded-for with the socket address when the
 * request has none, so its leftmost entries are whatever the client claims. Each trusted reverse
 * proxy appends the address it saw: with `trustedHops` of them, the client is that many entries
 * from the right (the rightmost one without a proxy).
 */
export const clientIp = (
  headers: { get: (name: string) => string | null },
  trustedHops: number,
): string => {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return (
    entries[entries.length - Math.max(1, trustedHops)] ??
    headers.get('x-real-ip')?.trim() ??
    'unknown'
  )
}
