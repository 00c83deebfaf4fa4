import type { ClientProject } from '@payload-types'
import { PROJECT_TYPE_LABELS } from '@/domain/projects/type'

/**
 * What was sold ("Logiciel · Plan Continu"): the plan is often the offer's own name, then shown
 * once; empty when neither is set.
 */
export const projectKind = (project: Pick<ClientProject, 'projectType' | 'plan'>) => {
  const sold = [project.projectType && PROJECT_TYPE_LABELS[project.projectType], project.plan]
  return [...new Set(sold.filter(Boolean))].join(' · ')
}
