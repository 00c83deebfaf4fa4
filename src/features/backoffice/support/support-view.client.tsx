'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PaginatedDocs } from 'payload'
import { useState } from 'react'

import type { ClientRequest, Setting } from '@payload-types'
import { REQUEST_STATUS_LABELS } from '@/domain/requests/status'

import { callApi } from '@/components/api/api-client'
import { DataTable } from '../data-table'
import { FilterSelect, SearchBox } from '../list-filters.client'
import { ListPager } from '../list-pager.client'
import { useDebounced } from '../use-debounced'
import { RequestRow } from './request-row.client'
import { requestQuery, type RequestFilter } from './request-query'
import { useRequestActions } from './use-request-actions'

const COLUMNS = ['Projet', 'Page', 'Description', 'Statut', 'SLA', 'Assignée à', 'Créée le', '']

/** /admin/support: filters, the requests with their SLA, and 'Démarrer' / 'Terminer'. */
export const SupportView = () => {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<RequestFilter['status']>('all')
  const [overdueOnly, setOverdueOnly] = useState(false)
  const [page, setPage] = useState(1)
  const filter = { search: useDebounced(search), status, overdueOnly, page }
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => callApi<Setting>('globals/settings', { query: { depth: 0 } }),
  })
  const list = useQuery({
    queryKey: ['requests', filter],
    queryFn: () =>
      callApi<PaginatedDocs<ClientRequest>>('client-requests', {
        query: requestQuery(filter, settings.data!.slaCriticalHours),
      }),
    enabled: settings.isSuccess,
    placeholderData: keepPreviousData,
  })
  const actions = useRequestActions()
  const rows = list.data?.docs ?? []
  const reset = () => setPage(1)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value)
            reset()
          }}
          placeholder="Rechercher par projet, page ou description"
          label="Rechercher une demande"
        />
        <FilterSelect
          value={status}
          onChange={(value) => {
            setStatus(value)
            reset()
          }}
          label="Filtrer par statut"
          allLabel="Tous les statuts"
          options={REQUEST_STATUS_LABELS}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={overdueOnly}
            onChange={(event) => {
              setOverdueOnly(event.target.checked)
              reset()
            }}
            className="size-4"
          />
          En retard uniquement
        </label>
      </div>
      <DataTable
        columns={COLUMNS}
        className="min-w-[60rem]"
        query={{
          // The rows need the SLA thresholds too: either query failing fails the table.
          isPending: !list.isSuccess && !list.isError && !settings.isError,
          isError: !list.isSuccess && (list.isError || settings.isError),
        }}
        error="Erreur lors du chargement des demandes"
        empty="Aucune demande trouvée"
        rows={rows.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            settings={settings.data!}
            actions={actions}
          />
        ))}
      />
      <ListPager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
    </div>
  )
}
