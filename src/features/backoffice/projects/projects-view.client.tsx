'use client'

import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import type { ClientProject } from '@payload-types'
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '@/domain/projects/status'

import { ConfirmDelete } from '../confirm-delete.client'
import { BackofficeList, statusFilter } from '../list/backoffice-list.client'
import { useBackofficeList } from '../list/use-backoffice-list'
import { ProjectRow } from './project-row.client'
import { projectQuery } from './project-query'
import { useProjectMutations } from './use-project-mutations'

const COLUMNS = [
  'Projet',
  'Statut',
  'Avancement',
  'Début · livraison',
  'Responsable',
  'Prochaine étape',
  '',
]

const initialStatus = (value: string | null): ProjectStatus | 'all' =>
  PROJECT_STATUSES.includes(value as ProjectStatus) ? (value as ProjectStatus) : 'all'

/** /admin/projects: search, status filter and the table, edited in place. */
export const ProjectsView = () => {
  // Links from other screens open the table filtered: the pipeline's "more in the list" on its
  // column's status, the support screen's "open project" on the project's name.
  const params = useSearchParams()
  const [deleting, setDeleting] = useState<number | null>(null)
  const list = useBackofficeList<ClientProject, ProjectStatus>({
    key: 'projects',
    path: 'client-projects',
    query: projectQuery,
    initialSearch: params.get('q') ?? '',
    initialFilter: initialStatus(params.get('status')),
  })
  const mutations = useProjectMutations()
  return (
    <>
      <BackofficeList
        list={list}
        search={{
          placeholder: 'Rechercher par projet ou responsable',
          label: 'Rechercher un projet',
        }}
        filter={statusFilter(PROJECT_STATUS_LABELS)}
        table={{
          columns: COLUMNS,
          error: 'Erreur lors du chargement des projets',
          empty: 'Aucun projet trouvé',
          rows: list.docs.map((project) => (
            <ProjectRow
              key={project.id}
              project={project}
              mutations={mutations}
              onDelete={() => setDeleting(project.id)}
            />
          )),
        }}
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
