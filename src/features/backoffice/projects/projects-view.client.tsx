'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import type { PaginatedDocs } from 'payload'
import { useState } from 'react'

import type { ClientProject } from '@payload-types'
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '@/domain/projects/status'

import { callApi } from '@/components/api/api-client'
import { ConfirmDelete } from '../confirm-delete.client'
import { DataTable } from '../data-table'
import { FilterSelect, SearchBox } from '../list-filters.client'
import { ListPager } from '../list-pager.client'
import { useDebounced } from '../use-debounced'
import { ProjectRow } from './project-row.client'
import { projectQuery, type ProjectFilter } from './project-query'
import { useProjectMutations } from './use-project-mutations'

const COLUMNS = [
  'Projet',
  'Type',
  'Statut',
  'Plan',
  'Avancement',
  'Début',
  'Livraison estimée',
  'Responsable',
  'Prochaine étape',
  '',
]

const initialStatus = (value: string | null): ProjectFilter['status'] =>
  PROJECT_STATUSES.includes(value as ProjectStatus) ? (value as ProjectStatus) : 'all'

/** /admin/projects: search, status filter and the table, edited in place. */
export const ProjectsView = () => {
  // Links from other screens open the table filtered: the pipeline's "more in the list" on its
  // column's status, the support screen's "open project" on the project's name.
  const params = useSearchParams()
  const linkedStatus = params.get('status')
  const [search, setSearch] = useState(params.get('q') ?? '')
  const [status, setStatus] = useState(() => initialStatus(linkedStatus))
  const [page, setPage] = useState(1)
  const [deleting, setDeleting] = useState<number | null>(null)
  const filter = { search: useDebounced(search), status, page }
  const list = useQuery({
    queryKey: ['projects', filter],
    queryFn: () =>
      callApi<PaginatedDocs<ClientProject>>('client-projects', { query: projectQuery(filter) }),
    placeholderData: keepPreviousData,
  })
  const mutations = useProjectMutations()
  const rows = list.data?.docs ?? []
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
          placeholder="Rechercher par projet ou responsable"
          label="Rechercher un projet"
        />
        <FilterSelect
          value={status}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
          label="Filtrer par statut"
          allLabel="Tous les statuts"
          options={PROJECT_STATUS_LABELS}
        />
      </div>
      <DataTable
        columns={COLUMNS}
        className="min-w-[72rem]"
        query={list}
        error="Erreur lors du chargement des projets"
        empty="Aucun projet trouvé"
        rows={rows.map((project) => (
          <ProjectRow
            key={project.id}
            project={project}
            mutations={mutations}
            onDelete={() => setDeleting(project.id)}
          />
        ))}
      />
      <ListPager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      <ConfirmDelete
        open={deleting !== null}
        busy={mutations.deleteProject.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null)
            mutations.deleteProject.mutate(deleting, { onSettled: () => setDeleting(null) })
        }}
      />
    </div>
  )
}
