'use client'

import { Icon } from '@/components/ui/icon'

import type { ClientProject, Subscription } from '@payload-types'
import { formatChf } from '@/domain/billing/money'
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_TYPE_LABELS } from '@/domain/billing/subscription'
import { Moment } from '@/components/ui/moment'
import { StatusBadge } from '@/components/ui/status-badge'

import { BackofficeList } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList } from '../list/use-backoffice-list'

const CELL = 'px-3 py-2 align-middle'

/** The subscriptions, newest first, MRR with 2 decimals. */
export const SubscriptionsTable = () => {
  const list = useBackofficeList<Subscription>({
    key: 'subscriptions',
    inUrl: false,
    path: 'subscriptions',
    query: ({ page }) => ({ sort: '-startedAt', limit: 20, page, depth: 1 }),
  })
  return (
    <BackofficeList
      list={list}
      table={{
        columns: ['Projet', 'Plan', 'Type', 'Statut', 'MRR', 'Début', 'Renouvellement', ''],
        empty: 'Aucun abonnement',
        rows: list.docs.map((subscription) => {
          const project = subscription.project as ClientProject | number
          return (
            <tr key={subscription.id}>
              <td className={`${CELL} font-semibold`}>
                {typeof project === 'object' ? <Clip text={project.projectName} /> : '—'}
              </td>
              <td className={CELL}>{subscription.plan}</td>
              <td className={CELL}>{SUBSCRIPTION_TYPE_LABELS[subscription.subscriptionType]}</td>
              <td className={CELL}>
                <StatusBadge
                  status={subscription.status}
                  label={SUBSCRIPTION_STATUS_LABELS[subscription.status]}
                />
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {formatChf(subscription.mrrChf, 2)}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <Moment date={subscription.startedAt} />
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                {subscription.renewsAt ? <Moment date={subscription.renewsAt} /> : '—'}
              </td>
              <td className={CELL}>
                <a
                  href={`/cms/collections/subscriptions/${subscription.id}`}
                  aria-label={`Modifier l’abonnement ${subscription.plan}`}
                  title="Modifier"
                  className="inline-flex min-h-8 items-center rounded-md px-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Icon name="pencil" className="size-4" />
                </a>
              </td>
            </tr>
          )
        }),
      }}
    />
  )
}
