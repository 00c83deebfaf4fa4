import { format } from 'date-fns'
import { enGB, fr } from 'date-fns/locale'

import type { Locale } from '@/domain/locales'

const LOCALES = { fr, en: enGB } as const

/** A day as the product shows it: day, abbreviated month, year ("21 nov. 2026"). */
export const formatDay = (date: Date | string, lang: Locale = 'fr'): string =>
  format(new Date(date), 'd MMM yyyy', { locale: LOCALES[lang] })

/** The machine-readable form for <time dateTime>. */
export const isoDay = (date: Date | string): string => new Date(date).toISOString().slice(0, 10)

/** A moment as messages and approvals show it: the day and the time ("21 nov. 2026, 14:05"). */
export const formatDayTime = (date: Date | string, lang: Locale = 'fr'): string =>
  format(new Date(date), 'd MMM yyyy, HH:mm', { locale: LOCALES[lang] })
