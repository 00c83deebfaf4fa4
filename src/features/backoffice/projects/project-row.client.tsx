'use client'

import { Icon } from '@/components/ui/icon'
import Link from 'next/link'

import type { ClientProject } from '@payload-types'
import { PROJECT_TYPE_LABELS } from '@/domain/projects/type'

import { Clip } from '../list/data-table'
import { InlineField } from './inline-field.client'
import { StatusSelect } from './status-select.client'
import type { useProjectMutations } from './use-project-mutations'

const CELL = 'px-2 py-2 align-middle'

/**
 * One project in the table: its name with its type and plan, then status, progress, dates, owner
 * and next step edited in place.
 */
export const ProjectRow = ({
  project,
  mutations,
  onDelete,
}: {
  project: ClientProject
  mutations: ReturnType<typeof useProjectMutations>
  onDelete: () => void
}) => {
  const name = project.projectName
  // What was sold, under the name ("Logiciel · Plan Continu"): the plan is often the offer's own
  // name, then shown once; nothing (not a dash) for what is not set.
  const sold = [project.projectType && PROJECT_TYPE_LABELS[project.projectType], project.plan]
  const kind = [...new Set(sold.filter(Boolean))].join(' · ')
  const save = (field: keyof ClientProject) => (value: string | number | null) =>
    mutations.updateDetails.mutate({ id: project.id, data: { [field]: value } })
  return (
    <tr>
      <th scope="row" className={`${CELL} text-left`}>
        <Clip text={name} className="font-semibold [--clip:11rem]" />
        {kind ? (
          <Clip
            text={kind}
            className="text-xs font-normal text-slate-600 [--clip:11rem] dark:text-slate-400"
          />
        ) : null}
      </th>
      <td className={CELL}>
        <StatusSelect
          value={project.status}
          label={`Statut de ${name}`}
          onChange={(status) =>
            mutations.changeStatus.mutate({
              id: project.id,
              status,
              success: 'Le statut du projet a été modifié.',
            })
          }
        />
      </td>
      <td className={`${CELL} w-20`}>
        <InlineField
          kind="number"
          value={project.progressPercentage}
          label={`Avancement de ${name} (%)`}
          onSave={save('progressPercentage')}
          className="tabular-nums"
        />
      </td>
      {/* Both dates in one column, one above the other: ten columns would not fit 1280 px. */}
      <td className={`${CELL} w-36`}>
        <InlineField
          kind="date"
          value={project.startDate}
          label={`Début de ${name}`}
          onSave={save('startDate')}
        />
        <InlineField
          kind="date"
          value={project.estimatedDelivery}
          label={`Livraison estimée de ${name}`}
          onSave={save('estimatedDelivery')}
        />
      </td>
      <td className={`${CELL} w-28`}>
        <InlineField
          kind="text"
          value={project.adminOwner}
          label={`Responsable de ${name}`}
          onSave={save('adminOwner')}
        />
      </td>
      <td className={CELL}>
        <InlineField
          kind="text"
          value={project.nextStep}
          label={`Prochaine étape de ${name}`}
          onSave={save('nextStep')}
        />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <Link
          href={`/admin/projects/${project.id}/fichiers`}
          aria-label={`Fichiers de ${name}`}
          title="Fichiers du projet"
          className="inline-flex rounded-md p-1.5 text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-blue-950"
        >
          <Icon name="folder-open" className="size-4" />
        </Link>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Supprimer ${name}`}
          className="rounded-md p-1.5 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        >
          <Icon name="trash" className="size-4" />
        </button>
      </td>
    </tr>
  )
}
