'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { PROJECT_STATUS_LABELS } from '@/domain/projects/status'
import { StatusBadge } from '@/components/ui/status-badge'
import type { listClients } from '@/server/backoffice/clients'

import { callApi } from '@/components/api/api-client'
import { DataTable } from '../data-table'
import { SearchBox } from '../list-filters.client'
import { ListPager } from '../list-pager.client'
import { useDebounced } from '../use-debounced'
import { ClientActions } from './client-actions.client'

const COLUMNS = ['Entreprise', 'Contact', 'Email', 'Téléphone', 'Plan', 'Projet', '']
const CELL = 'px-3 py-3 align-middle'
const SKELETON_ROWS = 3

/** /admin/clients: the client accounts, searched, with their actions. */
export const ClientsView = () => {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const term = useDebounced(search)
  const list = useQuery({
    queryKey: ['clients', term, page],
    queryFn: () =>
      callApi<Awaited<ReturnType<typeof listClients>>>('backoffice/clients', {
        query: { search: term, page },
      }),
    placeholderData: keepPreviousData,
  })
  const rows = list.data?.docs ?? []
  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        value={search}
        onChange={(value) => {
          setSearch(value)
          setPage(1)
        }}
        placeholder="Rechercher par entreprise, nom ou email"
        label="Rechercher un client"
      />
      <DataTable
        columns={COLUMNS}
        className="min-w-[56rem]"
        query={list}
        error={`Erreur : ${list.error?.message || 'Impossible de charger les clients'}`}
        empty="Aucun client trouvé"
        placeholder={Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <tr key={index} data-testid="skeleton-row">
            {COLUMNS.map((column) => (
              <td key={column} className={CELL}>
                <span className="block h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              </td>
            ))}
          </tr>
        ))}
        rows={rows.map((client) => {
          const name = [client.firstName, client.lastName].filter(Boolean).join(' ') || client.email
          return (
            <tr key={client.id}>
              <td className={`${CELL} font-semibold`}>{client.companyName || '—'}</td>
              <td className={CELL}>{name}</td>
              <td className={`${CELL} break-words`}>{client.email}</td>
              <td className={`${CELL} whitespace-nowrap`}>{client.phone || '—'}</td>
              <td className={CELL}>{client.plan || '—'}</td>
              <td className={CELL}>
                {client.projectStatus ? (
                  <StatusBadge
                    status={client.projectStatus}
                    label={PROJECT_STATUS_LABELS[client.projectStatus]}
                  />
                ) : (
                  '—'
                )}
              </td>
              <td className={CELL}>
                <ClientActions client={client} name={name} />
              </td>
            </tr>
          )
        })}
      />
      <ListPager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
    </div>
  )
}
