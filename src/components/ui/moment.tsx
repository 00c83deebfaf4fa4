import { formatDay, formatDayTime } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'

/**
 * A date as the product shows it ("28 nov. 2026", with `time` "28 nov. 2026, 14:05"), marked up
 * as <time> so that browsers, assistive technology and the screenshot tests know it is one.
 */
export const Moment = ({
  date,
  lang = 'fr',
  time = false,
}: {
  date: Date | string
  lang?: Locale
  time?: boolean
}) => (
  <time dateTime={new Date(date).toISOString()}>
    {time ? formatDayTime(date, lang) : formatDay(date, lang)}
  </time>
)
