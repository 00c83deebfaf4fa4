'use client'

import type { Activity } from '@payload-types'
import { formatDay } from '@/domain/dates/format'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { EntryItem } from './journal/entry-item.client'

/** The audit log's latest entries: action, the item named and linked, note, author and date. */
export const ActivityList = ({ activities }: { activities: Activity[] }) => {
  const { t } = useTranslation('backoffice')
  return activities.length ? (
    <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
      {activities.map((activity) => (
        <li key={activity.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
          <span className="font-semibold">{activity.action}</span>
          <EntryItem entry={activity} />
          {activity.note ? (
            <span className="min-w-0 text-slate-700 dark:text-slate-300">{activity.note}</span>
          ) : null}
          <span className="ml-auto text-xs text-slate-600 dark:text-slate-400">
            {activity.actor} ·{' '}
            <time dateTime={activity.createdAt}>{formatDay(activity.createdAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  ) : (
    <p className="py-3 text-slate-600 dark:text-slate-400">{t('dashboard.activity.empty')}</p>
  )
}
