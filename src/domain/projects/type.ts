import type { Labelled } from '../labelled'
import { valuesOf } from '../labelled'

/** The three offers a brief can ask for. */
export const PROJECT_TYPE_LABELS = {
  launch_site: 'Site Launch',
  pro_platform: 'Plateforme Pro',
  real_software: 'Logiciel',
} as const satisfies Labelled<string>

export type ProjectType = keyof typeof PROJECT_TYPE_LABELS
export const PROJECT_TYPES = valuesOf<ProjectType>(PROJECT_TYPE_LABELS)
export const PROJECT_TYPE_LABELS_EN: Labelled<ProjectType> = {
  launch_site: 'Site Launch',
  pro_platform: 'Pro Platform',
  real_software: 'Software',
}
