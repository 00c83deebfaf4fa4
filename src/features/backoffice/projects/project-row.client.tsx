'use client'

import type { ClientProject } from '@payload-types'
import { Moment } from '@/components/ui/moment'
import { PROJECT_STATUS_LABELS } from '@/domain/projects/status'
import { ProgressBar } from '@/components/ui/progress-bar'
import { StatusBadge } from '@/components/ui/status-badge'

import { Clip } from '../list/data-table'
import { OpenRowButton, openOnRowClick, RowActions, RowLinkAction } from '../list/row-parts.client'
import { projectKind } from './project-kind'

const CELL = 'px-3 py-2 align-middle'

/**
 * One project in the table, read-only: its name with what was sold, status, progress, delivery
 * and owner. The row opens its panel, where it is edited; files and delete are its actions.
 */
export const ProjectRow = ({
  project,
  onOpen,
  onDelete,
}: {
  project: ClientProject
  onOpen: () => void
  onDelete: () => void
}) => {
  const name = project.projectName
  const kind = projectKind(project)
  return (
    <tr
      onClick={openOnRowClick(onOpen)}
      className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/50"
    >
      <th scope="row" className={`${CELL} text-left`}>
        <OpenRowButton onOpen={onOpen}>
          <Clip text={name} className="font-semibold [--clip:14rem]" />
        </OpenRowButton>
        {kind ? (
          <Clip
            text={kind}
            className="text-xs font-normal text-slate-600 [--clip:14rem] dark:text-slate-400"
          />
        ) : null}
      </th>
      <td className={CELL}>
        <StatusBadge status={project.status} label={PROJECT_STATUS_LABELS[project.status]} />
      </td>
      <td className={`${CELL} w-40`}>
        <ProgressBar value={project.progressPercentage} label={`Avancement de ${name}`} />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        {project.estimatedDelivery ? <Moment date={project.estimatedDelivery} /> : '—'}
      </td>
      <td className={CELL}>
        <Clip text={project.adminOwner || '—'} className="[--clip:10rem]" />
      </td>
      <td className={CELL}>
        <RowActions
          slots={[
            <RowLinkAction
              key="files"
              href={`/admin/projects/${project.id}/fichiers`}
              icon="folder-open"
              label="Fichiers du projet"
              name={`Fichiers de ${name}`}
            />,
          ]}
          menu={{
            label: `Actions pour ${name}`,
            items: [
              { label: 'Voir les détails', name: `Voir les détails de ${name}`, onSelect: onOpen },
              { label: 'Supprimer', name: `Supprimer ${name}`, danger: true, onSelect: onDelete },
            ],
          }}
        />
      </td>
    </tr>
  )
}
