'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import type { ClientRequest, Setting } from '@payload-types'
import { REQUEST_STATUSES, type RequestStatus } from '@/domain/requests/status'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'
import { BackofficeList, statusFilter } from '../list/backoffice-list.client'
import { useBackofficeList } from '../list/use-backoffice-list'
import { RequestRow } from './request-row.client'
import { requestQuery } from './request-query'
import { useRequestActions } from './use-request-actions'
import { useUnreadCounts } from './use-unread-counts'

/** /admin/support: filters, the requests with their SLA, and 'Démarrer' / 'Terminer'. */
export const SupportView = () => {
  const { t } = useTranslation('backoffice')
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
        placeholder: t('support.searchPlaceholder'),
        label: t('support.searchLabel'),
      }}
      filter={statusFilter(t, REQUEST_STATUSES, (status) =>
        t(`requestStatus.${status}`, { ns: 'labels' }),
      )}
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
          {t('support.overdueOnly')}
        </label>
      }
      table={{
        columns: [
          t('support.columns.project'),
          t('support.columns.page'),
          t('support.columns.description'),
          t('support.columns.status'),
          t('support.columns.sla'),
          t('support.columns.assignee'),
          t('support.columns.created'),
          '',
        ],
        query: {
          // The rows need the SLA thresholds too: either query failing fails the table.
          isPending: !list.result.isSuccess && !list.result.isError && !settings.isError,
          isError: !list.result.isSuccess && (list.result.isError || settings.isError),
        },
        error: t('support.loadError'),
        empty: t('support.empty'),
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
