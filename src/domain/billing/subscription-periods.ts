import { INTL_LOCALES, type Locale } from '../locales'

/** How often a subscription is invoiced; its price is always stated per month (its MRR). */
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const
export type BillingInterval = (typeof BILLING_INTERVALS)[number]

const MONTHS: Record<BillingInterval, number> = { monthly: 1, yearly: 12 }

/** A calendar day in the studio's time zone, 'YYYY-MM-DD': periods are days, not instants. */
export type CalendarDay = string

const partsOf = (day: CalendarDay) => day.split('-').map(Number) as [number, number, number]
const pad = (value: number, width = 2) => String(value).padStart(width, '0')
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * The day `months` later, on `anchorDay` of that month, or on its last day when the month is
 * shorter (31 January + 1 month = 28 or 29 February).
 */
export const addMonths = (day: CalendarDay, months: number, anchorDay = partsOf(day)[2]) => {
  const [year, month] = partsOf(day)
  const index = year * 12 + month - 1 + months
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1]
  return `${pad(toYear, 4)}-${pad(toMonth)}-${pad(Math.min(anchorDay, daysInMonth(toYear, toMonth)))}`
}

/**
 * The day of the month a subscription renews on: its renewal date's, unless that date is a
 * month's last day cut short from the later day it started on (started 31 January, renewing
 * 28 February): then the start's day again, so renewals go back to the 31st in March instead of
 * drifting to the 28th for good.
 */
export const renewalDay = (renewsOn: CalendarDay, startedOn: CalendarDay) => {
  const [year, month, day] = partsOf(renewsOn)
  const startDay = partsOf(startedOn)[2]
  return day === daysInMonth(year, month) && startDay > day ? startDay : day
}

export type SubscriptionPeriod = { start: CalendarDay; end: CalendarDay; next: CalendarDay }

const dayBefore = (day: CalendarDay) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/** The period a renewal opens: from the renewal day to the day before the next renewal. */
export const periodFrom = (
  renewsOn: CalendarDay,
  startedOn: CalendarDay,
  interval: BillingInterval,
): SubscriptionPeriod => {
  const next = addMonths(renewsOn, MONTHS[interval], renewalDay(renewsOn, startedOn))
  return { start: renewsOn, end: dayBefore(next), next }
}

/** A renewal is due from its own day on, and stays due until its period is invoiced. */
export const isRenewalDue = (renewsOn: CalendarDay, today: CalendarDay) => renewsOn <= today

/** A period's price: the monthly price times the months it covers, in centimes. */
export const periodPriceCentimes = (monthlyCentimes: number, interval: BillingInterval) =>
  monthlyCentimes * MONTHS[interval]

const formats = (language: Locale) => {
  const locale = INTL_LOCALES[language]
  const format = (options: Intl.DateTimeFormatOptions) => (day: CalendarDay) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    )
  return {
    month: format({ month: 'long', year: 'numeric' }),
    day: format({ day: 'numeric', month: 'long', year: 'numeric' }),
  }
}

/**
 * How an invoice line names its period, in the client's language: a calendar month as
 * "décembre 2026", a calendar year as "2027", other whole months as "février 2027 – janvier 2028",
 * any other span from day to day ("15 décembre 2026 – 14 janvier 2027").
 */
export const periodLabel = (period: SubscriptionPeriod, language: Locale) => {
  const { month, day } = formats(language)
  const [startYear, startMonth, startDay] = partsOf(period.start)
  const [endYear, endMonth, endDay] = partsOf(period.end)
  if (startDay !== 1 || endDay !== daysInMonth(endYear, endMonth)) {
    return `${day(period.start)} – ${day(period.end)}`
  }
  if (startYear === endYear && startMonth === endMonth) return month(period.start)
  if (startYear === endYear && startMonth === 1 && endMonth === 12) return String(startYear)
  return `${month(period.start)} – ${month(period.end)}`
}
