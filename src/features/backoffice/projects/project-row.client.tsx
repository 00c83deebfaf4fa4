'use client'

import type { ClientProject } from '@payload-types'
import { Moment } from '@/components/ui/moment'
import { ProgressBar } from '@/components/ui/progress-bar'
import { StatusBadge } from '@/components/ui/status-badge'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { Clip } from '../list/data-table'
import { OpenRowButton, openOnRowClick, RowActions, RowLinkAction } from '../list/row-parts.client'
import { projectKind } from './project-kind'
import { overallProgress } from '@/domain/projects/phases'

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
  const { t } = useTranslation('backoffice')
  const name = project.projectName
  const kind = projectKind(project, t)
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
        <StatusBadge
          status={project.status}
          label={t(`projectStatus.${project.status}`, { ns: 'labels' })}
        />
      </td>
      <td className={`${CELL} w-40`}>
        <ProgressBar
          value={overallProgress(project.status, project.progressPercentage)}
          label={t('common.progressOf', { name })}
        />
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
              label={t('common.projectFiles')}
              name={t('common.projectFilesOf', { name })}
            />,
          ]}
          menu={{
            label: t('common.actionsFor', { name }),
            items: [
              {
                label: t('common.seeDetails'),
                name: t('common.seeDetailsOf', { name }),
                onSelect: onOpen,
              },
              {
                label: t('common.delete'),
                name: t('common.deleteName', { name }),
                danger: true,
                onSelect: onDelete,
              },
            ],
          }}
        />
      </td>
    </tr>
  )
}
