import { formatDay } from '../dates/format'
import { PROJECT_STATUS_LABELS, type ProjectStatus } from './status'

/** Fields an admin edits on a project besides its status, with their French names. */
export const PROJECT_DETAIL_LABELS = {
  progressPercentage: 'Avancement',
  startDate: 'Début',
  estimatedDelivery: 'Livraison estimée',
  adminOwner: 'Responsable',
  nextStep: 'Prochaine étape',
} as const

type Detail = keyof typeof PROJECT_DETAIL_LABELS
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
export const describeProjectChanges = (before: ProjectState, after: ProjectState) => {
  const entries: { action: string; note: string }[] = []
  if (before.status !== after.status) {
    entries.push({
      action: 'Statut changé',
      note: `Nouveau statut : ${PROJECT_STATUS_LABELS[after.status]}`,
    })
  }
  for (const field of Object.keys(PROJECT_DETAIL_LABELS) as Detail[]) {
    if (sameValue(field, before[field], after[field])) continue
    entries.push({
      action: 'Projet modifié',
      note: `${PROJECT_DETAIL_LABELS[field]} : ${shown(field, before[field])} → ${shown(field, after[field])}`,
    })
  }
  return entries
}
