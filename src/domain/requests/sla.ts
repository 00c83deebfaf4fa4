/** The settings' default SLA thresholds in hours; an admin may change them. */
export const SLA_DEFAULTS = { warnHours: 24, criticalHours: 48 } as const

export type SlaThresholds = { warnHours: number; criticalHours: number }
export type SlaLevel = 'ok' | 'warn' | 'critical'

const HOUR_MS = 3_600_000

/**
 * Hours a request has waited: from its creation to its resolution, or to now while it is open.
 * Whole hours, rounded down, never negative (a clock skew must not show a negative SLA).
 */
export const slaHours = (
  createdAt: Date | string,
  resolvedAt: Date | string | null | undefined,
  now: Date = new Date(),
): number => {
  const start = new Date(createdAt).getTime()
  const end = resolvedAt ? new Date(resolvedAt).getTime() : now.getTime()
  return Math.max(0, Math.floor((end - start) / HOUR_MS))
}

/** Orange strictly above the warn threshold, red strictly above the critical one. */
export const slaLevel = (hours: number, thresholds: SlaThresholds): SlaLevel => {
  if (hours > thresholds.criticalHours) return 'critical'
  if (hours > thresholds.warnHours) return 'warn'
  return 'ok'
}

/**
 * When the studio promised to take a waiting request on: its creation plus the warn threshold,
 * the response time the client is told about (the critical threshold stays internal).
 */
export const responseDueAt = (createdAt: Date | string, warnHours: number): Date =>
  new Date(new Date(createdAt).getTime() + warnHours * HOUR_MS)
