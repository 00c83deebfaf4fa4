import { formatDay } from '../dates/format'
import type { Labelled } from '../labelled'
import type { ProjectStatus } from './status'

/** Fields an admin edits on a project besides its status. */
export const PROJECT_DETAILS = [
  'progressPercentage',
  'startDate',
  'estimatedDelivery',
  'adminOwner',
  'nextStep',
] as const

type Detail = (typeof PROJECT_DETAILS)[number]
/** The names the notes give the statuses and the details (the journal's language's `labels`). */
export type ProjectChangeWords = { status: Labelled<ProjectStatus>; detail: Labelled<Detail> }
export type ProjectState = { status: ProjectStatus } & {
  [K in Detail]?: string | number | null
}

const shown = (field: Detail, value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (field === 'progressPercentage') return `${value} %`
  if (field === 'startDate' || field === 'estimatedDelivery') return formatDay(String(value))
  return String(value)
}

const sameValue = (field: Detail, a: unknown, b: unknown) => {
  const empty = (v: unknown) => v === null || v === undefined || v === ''
  if (empty(a) && empty(b)) return true
  if (field === 'startDate' || field === 'estimatedDelivery')
    return !empty(a) && !empty(b) && new Date(String(a)).getTime() === new Date(String(b)).getTime()
  return a === b
}

/**
 * The audit-log entries a project update deserves: 'Statut changé' naming the new status,
 * and 'Projet modifié' for each edited detail, from its old value to its new one.
 */
export const describeProjectChanges = (
  before: ProjectState,
  after: ProjectState,
  words: ProjectChangeWords,
) => {
  const entries: { action: string; note: string }[] = []
  if (before.status !== after.status) {
    entries.push({
      action: 'Statut changé',
      note: `Nouveau statut : ${words.status[after.status]}`,
    })
  }
  for (const field of PROJECT_DETAILS) {
    if (sameValue(field, before[field], after[field])) continue
    entries.push({
      action: 'Projet modifié',
      note: `${words.detail[field]} : ${shown(field, before[field])} → ${shown(field, after[field])}`,
    })
  }
  return entries
}
