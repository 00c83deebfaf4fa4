import type { CalendarDay } from '@/domain/billing/subscription-periods'

import { STUDIO_TIME_ZONE } from '../finances/finances'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The studio's calendar day (Zurich) of an instant: what a renewal date means to the studio. */
export const studioDay = (at: Date | string): CalendarDay => dayFormat.format(new Date(at))

/**
 * The instant stored for a calendar day: its noon in UTC, which is that same day in Zurich
 * (13:00 or 14:00), whichever the season.
 */
export const storedDay = (day: CalendarDay) => `${day}T12:00:00.000Z`
