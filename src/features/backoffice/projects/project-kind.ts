import type { ClientProject } from '@payload-types'
import type { TFunction } from 'i18next'

/**
 * What was sold ("Logiciel · Plan Continu"): the plan is often the offer's own name, then shown
 * once; empty when neither is set.
 */
export const projectKind = (
  project: Pick<ClientProject, 'projectType' | 'plan'>,
  t: TFunction<'backoffice'>,
) => {
  const sold = [
    project.projectType && t(`projectType.${project.projectType}`, { ns: 'labels' }),
    project.plan,
  ]
  return [...new Set(sold.filter(Boolean))].join(' · ')
}
