'use client'

import Link from 'next/link'
import { useState } from 'react'

import type { ClientProject } from '@payload-types'
import { buttonClasses } from '@/components/ui/button'
import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { ConfirmDelete } from '../confirm-delete.client'
import { BackofficeList, EmptyNext, statusFilter } from '../list/backoffice-list.client'
import { useBackofficeList } from '../list/use-backoffice-list'
import { ProjectPanel } from './project-panel.client'
import { ProjectRow } from './project-row.client'
import { projectQuery } from './project-query'
import { useProjectMutations } from './use-project-mutations'

/**
 * /admin/projects: search, status filter and the read-only table; a row opens its panel, where
 * the project is edited. The address keeps the search and the status, so the pipeline's "more in
 * the list" and the support screen's "open project" link to the table filtered.
 */
export const ProjectsView = () => {
  const { t } = useTranslation('backoffice')
  const [openId, setOpenId] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const list = useBackofficeList<ClientProject, ProjectStatus>({
    key: 'projects',
    path: 'client-projects',
    query: projectQuery,
    filters: PROJECT_STATUSES,
  })
  const mutations = useProjectMutations()
  return (
    <>
      <BackofficeList
        list={list}
        search={{
          placeholder: t('projects.searchPlaceholder'),
          label: t('projects.searchLabel'),
        }}
        filter={statusFilter(t, PROJECT_STATUSES, (status) =>
          t(`projectStatus.${status}`, { ns: 'labels' }),
        )}
        table={{
          columns: [
            t('projects.columns.project'),
            t('projects.columns.status'),
            t('projects.columns.progress'),
            t('projects.columns.delivery'),
            t('projects.columns.owner'),
            '',
          ],
          error: t('projects.loadError'),
          empty: t('projects.empty'),
          emptyNext: (
            <EmptyNext hint={t('projects.emptyHint')}>
              <Link href="/admin/submissions" className={buttonClasses('outline', { size: 'sm' })}>
                {t('common.seeSubmissions')}
              </Link>
            </EmptyNext>
          ),
          rows: list.docs.map((project) => (
            <ProjectRow
              key={project.id}
              project={project}
              onOpen={() => setOpenId(project.id)}
              onDelete={() => setDeleting(project.id)}
            />
          )),
        }}
      />
      <ProjectPanel
        project={list.docs.find(({ id }) => id === openId) ?? null}
        mutations={mutations}
        onClose={() => setOpenId(null)}
      />
      <ConfirmDelete
        open={deleting !== null}
        busy={mutations.deleteProject.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null)
            mutations.deleteProject.mutate(deleting, { onSettled: () => setDeleting(null) })
        }}
      />
    </>
  )
}
