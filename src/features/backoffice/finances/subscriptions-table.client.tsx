'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import type { PaginatedDocs } from 'payload'
import { useState } from 'react'

import type { ClientProject, Subscription } from '@payload-types'
import { formatChf } from '@/domain/billing/money'
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_TYPE_LABELS } from '@/domain/billing/subscription'
import { formatDay } from '@/domain/dates/format'
import { StatusBadge } from '@/components/ui/status-badge'

import { callApi } from '@/components/api/api-client'
import { DataTable } from '../data-table'
import { ListPager } from '../list-pager.client'

const CELL = 'px-3 py-2 align-middle'

/** The subscriptions, newest first, MRR with 2 decimals. */
export const SubscriptionsTable = () => {
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: ['subscriptions', page],
    queryFn: () =>
      callApi<PaginatedDocs<Subscription>>('subscriptions', {
        query: { sort: '-startedAt', limit: 20, page, depth: 1 },
      }),
    placeholderData: keepPreviousData,
  })
  return (
    <>
      <DataTable
        columns={['Projet', 'Plan', 'Type', 'Statut', 'MRR', 'Début', 'Renouvellement', '']}
        query={list}
        empty="Aucun abonnement"
        rows={(list.data?.docs ?? []).map((subscription) => {
          const project = subscription.project as ClientProject | number
          return (
            <tr key={subscription.id}>
              <td className={CELL}>{typeof project === 'object' ? project.projectName : '—'}</td>
              <td className={CELL}>{subscription.plan}</td>
              <td className={CELL}>{SUBSCRIPTION_TYPE_LABELS[subscription.subscriptionType]}</td>
              <td className={CELL}>
                <StatusBadge
                  status={subscription.status}
                  label={SUBSCRIPTION_STATUS_LABELS[subscription.status]}
                />
              </td>
              <td className={`${CELL} text-right tabular-nums`}>
                {formatChf(subscription.mrrChf, 2)}
              </td>
              <td className={CELL}>{formatDay(subscription.startedAt)}</td>
              <td className={CELL}>
                {subscription.renewsAt ? formatDay(subscription.renewsAt) : '—'}
              </td>
              <td className={CELL}>
                <a
                  href={`/cms/collections/subscriptions/${subscription.id}`}
                  aria-label={`Modifier l’abonnement ${subscription.plan}`}
                  title="Modifier"
                  className="inline-flex min-h-8 items-center rounded-md px-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Pencil aria-hidden className="size-4" />
                </a>
              </td>
            </tr>
          )
        })}
      />
      <ListPager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
    </>
  )
}
