import { format } from 'date-fns'
import { enGB, fr } from 'date-fns/locale'

import type { Locale } from '@/domain/locales'

const LOCALES = { fr, en: enGB } as const

/** The studio's clock: a day or a time reads the same on the server, in a browser and in a mail. */
const ZURICH = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
})

/** The moment as Zurich's wall clock, in a Date that date-fns reads in the local time zone. */
const inZurich = (date: Date | string) => {
  const moment = new Date(date)
  if (Number.isNaN(moment.getTime())) throw new RangeError(`Not a date: ${String(date)}`)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(ZURICH.formatToParts(moment).find((item) => item.type === type)?.value)
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
}

/**
 * A day as the product shows it everywhere (screens, PDFs, e-mails): day, abbreviated month,
 * year ("21 nov. 2026", "21 Nov 2026").
 */
export const formatDay = (date: Date | string, lang: Locale = 'fr'): string =>
  format(inZurich(date), 'd MMM yyyy', { locale: LOCALES[lang] })

/** The machine-readable form for <time dateTime>. */
export const isoDay = (date: Date | string): string => new Date(date).toISOString().slice(0, 10)

/** A moment as the product shows it: the day and the time ("21 nov. 2026, 14:05"). */
export const formatDayTime = (date: Date | string, lang: Locale = 'fr'): string =>
  format(inZurich(date), 'd MMM yyyy, HH:mm', { locale: LOCALES[lang] })

const OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Zurich',
  timeZoneName: 'longOffset',
})

/**
 * The instant a day of the studio's calendar ('2026-11-29') begins, as an ISO string: where a
 * filter "from this day" starts. The offset is read two hours before midnight UTC, on the local
 * evening before, which a change of clock (at 2 or 3 at night) has not moved yet.
 */
export const zurichDayStart = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number)
  const utcMidnight = Date.UTC(year!, month! - 1, date!)
  const name = OFFSET.formatToParts(new Date(utcMidnight - 2 * 3_600_000)).find(
    ({ type }) => type === 'timeZoneName',
  )?.value
  const [, sign = '+', hours = '0', minutes = '0'] =
    /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '') ?? []
  const offset = (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1)
  return new Date(utcMidnight - offset * 60_000).toISOString()
}
