'use client'

import { Icon } from '@/components/ui/icon'

import type { ClientProject, Subscription } from '@payload-types'
import { formatChf } from '@/domain/billing/money'
import { Moment } from '@/components/ui/moment'
import { StatusBadge } from '@/components/ui/status-badge'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { BackofficeList } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList } from '../list/use-backoffice-list'

const CELL = 'px-3 py-2 align-middle'

/** The subscriptions, newest first, MRR with 2 decimals. */
export const SubscriptionsTable = () => {
  const { t } = useTranslation('backoffice')
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
        columns: [
          t('finances.subscriptions.columns.project'),
          t('finances.subscriptions.columns.plan'),
          t('finances.subscriptions.columns.type'),
          t('finances.subscriptions.columns.status'),
          t('finances.subscriptions.columns.mrr'),
          t('finances.subscriptions.columns.start'),
          t('finances.subscriptions.columns.renewal'),
          '',
        ],
        empty: t('finances.subscriptions.empty'),
        rows: list.docs.map((subscription) => {
          const project = subscription.project as ClientProject | number
          return (
            <tr key={subscription.id}>
              <td className={`${CELL} font-semibold`}>
                {typeof project === 'object' ? <Clip text={project.projectName} /> : '—'}
              </td>
              <td className={CELL}>{subscription.plan}</td>
              <td className={CELL}>
                {t(`subscriptionType.${subscription.subscriptionType}`, { ns: 'labels' })}
              </td>
              <td className={CELL}>
                <StatusBadge
                  status={subscription.status}
                  label={t(`subscriptionStatus.${subscription.status}`, { ns: 'labels' })}
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
                  aria-label={t('finances.subscriptions.editName', { plan: subscription.plan })}
                  title={t('finances.subscriptions.edit')}
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
