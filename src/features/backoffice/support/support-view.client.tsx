'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import type { ClientRequest, Setting } from '@payload-types'
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@/domain/requests/status'

import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'
import { BackofficeList, statusFilter } from '../list/backoffice-list.client'
import { useBackofficeList } from '../list/use-backoffice-list'
import { RequestRow } from './request-row.client'
import { requestQuery } from './request-query'
import { useRequestActions } from './use-request-actions'
import { useUnreadCounts } from './use-unread-counts'

const COLUMNS = ['Projet', 'Page', 'Description', 'Statut', 'SLA', 'Assignée à', 'Créée le', '']

/** /admin/support: filters, the requests with their SLA, and 'Démarrer' / 'Terminer'. */
export const SupportView = () => {
  const [overdueOnly, setOverdueOnly] = useState(false)
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => callApi<Setting>('globals/settings', { query: payloadQuery({ depth: 0 }) }),
  })
  const list = useBackofficeList<ClientRequest, RequestStatus>({
    key: 'requests',
    path: 'client-requests',
    query: (criteria) =>
      requestQuery({ ...criteria, overdueOnly }, settings.data!.slaCriticalHours),
    filters: REQUEST_STATUSES,
    enabled: settings.isSuccess,
    dependsOn: [overdueOnly],
  })
  const actions = useRequestActions()
  const unread = useUnreadCounts(list.docs.map(({ id }) => id))
  return (
    <BackofficeList
      list={list}
      search={{
        placeholder: 'Rechercher par projet, page ou description',
        label: 'Rechercher une demande',
      }}
      filter={statusFilter(REQUEST_STATUS_LABELS)}
      tools={
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={overdueOnly}
            onChange={(event) => {
              setOverdueOnly(event.target.checked)
              list.setPage(1)
            }}
            className="size-4"
          />
          En retard uniquement
        </label>
      }
      table={{
        columns: COLUMNS,
        query: {
          // The rows need the SLA thresholds too: either query failing fails the table.
          isPending: !list.result.isSuccess && !list.result.isError && !settings.isError,
          isError: !list.result.isSuccess && (list.result.isError || settings.isError),
        },
        error: 'Erreur lors du chargement des demandes',
        empty: 'Aucune demande trouvée',
        rows: list.docs.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            settings={settings.data!}
            actions={actions}
            unread={unread[request.id] ?? 0}
          />
        )),
      }}
    />
  )
}
