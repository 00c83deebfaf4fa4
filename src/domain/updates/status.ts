import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** Status of a project update shown on the client's timeline. */
export const UPDATE_STATUS_LABELS = {
  pending: 'En attente',
  in_progress: 'En cours',
  completed: 'Terminé',
} as const satisfies Labelled<string>

export type UpdateStatus = keyof typeof UPDATE_STATUS_LABELS
export const UPDATE_STATUSES = valuesOf<UpdateStatus>(UPDATE_STATUS_LABELS)
export const UPDATE_STATUS_LABELS_EN: Labelled<UpdateStatus> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
}
