import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** The seven project statuses and their French labels. Any status may follow any other. */
export const PROJECT_STATUS_LABELS = {
  pending: 'En attente',
  approved: 'Approuvé',
  rejected: 'Rejeté',
  in_build: 'En développement',
  review: 'Revue',
  live: 'Live',
  on_care: 'En suivi',
} as const satisfies Labelled<string>

export type ProjectStatus = keyof typeof PROJECT_STATUS_LABELS
export const PROJECT_STATUSES = valuesOf<ProjectStatus>(PROJECT_STATUS_LABELS)
/** The same statuses in English, for the CMS panel of an English-speaking editor. */
export const PROJECT_STATUS_LABELS_EN: Labelled<ProjectStatus> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  in_build: 'In development',
  review: 'Review',
  live: 'Live',
  on_care: 'In care',
}
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'pending'
