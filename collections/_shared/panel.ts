import type { ConditionalDateProps } from 'payload'

import { type Actor, isAdmin } from '@/access/roles'

/** The CMS panel's navigation groups, named as an editor thinks of the content. */
export const NAV_GROUPS = {
  site: { fr: 'Contenu du site', en: 'Site content' },
  blog: { fr: 'Blog', en: 'Blog' },
  help: { fr: 'Aide', en: 'Help' },
  clients: { fr: 'Clients', en: 'Clients' },
  finances: { fr: 'Finances', en: 'Finances' },
  system: { fr: 'Système', en: 'System' },
} as const

/**
 * `admin.hidden` of what only admins may change: an editor's panel shows the content it edits,
 * not links that end on an empty or read-only page. Access rules still guard the data itself.
 */
export const hiddenFromEditors = ({ user }: { user: Actor }): boolean => !isAdmin(user)

/** Dates as a French reader writes them ("25 nov. 2026, 08:45"), formatted in the user's locale. */
export const PANEL_DATE_TIME_FORMAT = 'd MMM yyyy, HH:mm'
export const PANEL_DATE_FORMAT = 'd MMM yyyy'

/** `admin.date` of a date field: the picker and the list show the panel's formats, on 24 hours. */
export const panelDate = (appearance: 'dayOnly' | 'dayAndTime'): ConditionalDateProps =>
  appearance === 'dayOnly'
    ? { pickerAppearance: 'dayOnly', displayFormat: PANEL_DATE_FORMAT }
    : { pickerAppearance: 'dayAndTime', displayFormat: PANEL_DATE_TIME_FORMAT, timeFormat: 'HH:mm' }
