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
/**
 * The journal's words for a project's changes, in its language (the app gives its `labels` and
 * `journalEntries` texts): the names of the statuses and details, what each kind of entry records
 * (`Action`: the app's keys of those words) and the notes' fixed words around the values.
 */
export type ProjectChangeWords<Action extends string = string> = {
  status: Labelled<ProjectStatus>
  detail: Labelled<Detail>
  actions: { statusChanged: Action; detailChanged: Action }
  notes: {
    newStatus: (status: string) => string
    detailChanged: (detail: string, before: string, after: string) => string
  }
}
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
 * The audit-log entries a project update deserves: a status change ('Statut changé') naming the
 * new status, and an edit ('Projet modifié') for each edited detail, from its old value to its
 * new one.
 */
export const describeProjectChanges = <Action extends string>(
  before: ProjectState,
  after: ProjectState,
  words: ProjectChangeWords<Action>,
) => {
  const entries: { action: Action; note: string }[] = []
  if (before.status !== after.status) {
    entries.push({
      action: words.actions.statusChanged,
      note: words.notes.newStatus(words.status[after.status]),
    })
  }
  for (const field of PROJECT_DETAILS) {
    if (sameValue(field, before[field], after[field])) continue
    entries.push({
      action: words.actions.detailChanged,
      note: words.notes.detailChanged(
        words.detail[field],
        shown(field, before[field]),
        shown(field, after[field]),
      ),
    })
  }
  return entries
}
