'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import type { ClientProject } from '@payload-types'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal.client'
import { ProgressBar } from '@/components/ui/progress-bar'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { InlineField } from './inline-field.client'
import { projectKind } from './project-kind'
import { StatusSelect } from './status-select.client'
import type { useProjectMutations } from './use-project-mutations'
import { overallProgress } from '@/domain/projects/phases'

const Item = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="flex flex-col gap-1">
    <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{term}</dt>
    <dd>{children}</dd>
  </div>
)

/**
 * A project's side panel, opened from its row: everything the table has no room for, and where
 * it is edited (each field saved on Enter or when the focus leaves it).
 */
export const ProjectPanel = ({
  project,
  mutations,
  onClose,
}: {
  project: ClientProject | null
  mutations: ReturnType<typeof useProjectMutations>
  onClose: () => void
}) => (
  <Modal
    placement="side"
    open={project !== null}
    onClose={onClose}
    title={project?.projectName ?? ''}
  >
    {project ? <ProjectDetails project={project} mutations={mutations} /> : null}
  </Modal>
)

const ProjectDetails = ({
  project,
  mutations,
}: {
  project: ClientProject
  mutations: ReturnType<typeof useProjectMutations>
}) => {
  const { t } = useTranslation('backoffice')
  const name = project.projectName
  const save = (field: keyof ClientProject) => (value: string | number | null) =>
    mutations.updateDetails.mutate({ id: project.id, data: { [field]: value } })
  const kind = projectKind(project, t)
  return (
    <>
      {kind ? <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{kind}</p> : null}
      <dl className="flex flex-col gap-4">
        <Item term={t('projects.panel.status')}>
          <StatusSelect
            value={project.status}
            label={t('common.statusOf', { name })}
            onChange={(status) =>
              mutations.changeStatus.mutate({
                id: project.id,
                from: project.status,
                to: status,
                success: t('projects.panel.statusChanged'),
              })
            }
          />
        </Item>
        <Item term={t('projects.panel.progress')}>
          <div className="flex flex-col gap-2">
            <ProgressBar
              value={overallProgress(project.status, project.progressPercentage)}
              label={t('common.progressOf', { name })}
            />
            <div className="w-24">
              <InlineField
                kind="number"
                value={project.progressPercentage}
                label={t('projects.panel.progressField', { name })}
                onSave={save('progressPercentage')}
                className="tabular-nums"
              />
            </div>
          </div>
        </Item>
        <div className="grid gap-4 sm:grid-cols-2">
          <Item term={t('projects.panel.start')}>
            <InlineField
              kind="date"
              value={project.startDate}
              label={t('projects.panel.startOf', { name })}
              onSave={save('startDate')}
            />
          </Item>
          <Item term={t('projects.panel.delivery')}>
            <InlineField
              kind="date"
              value={project.estimatedDelivery}
              label={t('projects.panel.deliveryOf', { name })}
              onSave={save('estimatedDelivery')}
            />
          </Item>
        </div>
        <Item term={t('projects.panel.owner')}>
          <InlineField
            kind="text"
            value={project.adminOwner}
            label={t('projects.panel.ownerOf', { name })}
            onSave={save('adminOwner')}
          />
        </Item>
        <Item term={t('projects.panel.nextStep')}>
          <InlineField
            kind="text"
            value={project.nextStep}
            label={t('projects.panel.nextStepOf', { name })}
            onSave={save('nextStep')}
          />
        </Item>
      </dl>
      <Link
        href={`/admin/projects/${project.id}/fichiers`}
        className={buttonClasses('outline', { className: 'self-start' })}
      >
        <Icon name="folder-open" className="size-4" /> {t('common.projectFiles')}
      </Link>
    </>
  )
}
