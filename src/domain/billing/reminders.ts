import { validationMessage } from '../web/validation-message'

/**
 * Reminders of an unpaid invoice: the 1st, the 2nd, then the final notice, each sent once, on
 * the days after the due date the settings name (10, 20 and 30 by default).
 */
export const REMINDER_LEVELS = [1, 2, 3] as const
export type ReminderLevel = (typeof REMINDER_LEVELS)[number]

export const DEFAULT_REMINDER_DAYS = [10, 20, 30] as const
export type ReminderDays = readonly [number, number, number]

export const REMINDER_DAYS_ERROR = validationMessage('reminderDaysOrder')

/** Whether the three days make an order a client can follow: each later than the one before. */
export const areReminderDays = (days: readonly unknown[]): days is ReminderDays =>
  days.length === 3 &&
  days.every((day) => Number.isInteger(day) && (day as number) >= 1 && (day as number) <= 365) &&
  (days[0] as number) < (days[1] as number) &&
  (days[1] as number) < (days[2] as number)

const DAY_MS = 86_400_000
const daysBetween = (from: Date | string, to: Date) =>
  Math.floor((to.getTime() - new Date(from).getTime()) / DAY_MS)

/**
 * The reminder an invoice is due for now, or null. Levels are never skipped: an invoice found late
 * (reminders were paused, the days changed, the app was down) gets the next reminder, and the one
 * after it only once the usual gap between the two has passed since, so a client always has the
 * 1st and 2nd reminders before a final notice.
 */
export const dueReminder = ({
  dueDate,
  now,
  days,
  sent,
  lastSentAt,
}: {
  dueDate: Date | string
  now: Date
  days: ReminderDays
  sent: number
  lastSentAt?: Date | string | null
}): ReminderLevel | null => {
  const next = REMINDER_LEVELS.find((level) => level === sent + 1)
  if (!next) return null
  const onDay = days[next - 1] ?? Infinity
  if (daysBetween(dueDate, now) < onDay) return null
  const gap = onDay - (days[next - 2] ?? 0)
  if (next > 1 && lastSentAt && daysBetween(lastSentAt, now) < gap) return null
  return next
}
