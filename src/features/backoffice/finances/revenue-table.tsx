'use client'

import { formatChf } from '@/domain/billing/money'
import { monthLabel, type RevenueMonth } from '@/domain/billing/revenue-months'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { REVENUE_SERIES } from './revenue-series'

const CELL = 'px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3'

/** The chart's figures as a table: what a screen reader reads, and anyone who wants the numbers. */
export const RevenueTable = ({ months }: { months: RevenueMonth[] }) => {
  const { t } = useTranslation('backoffice')
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-slate-600 dark:text-slate-400">
          {t('finances.revenue.caption')}
        </caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('finances.revenue.month')}
            </th>
            {REVENUE_SERIES.map((series) => (
              <th key={series} scope="col" className="px-3 py-2 text-right font-semibold">
                {t(`finances.revenue.series.${series}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="px-3 py-2 text-left font-normal capitalize">
                {monthLabel(month.month)}
              </th>
              {REVENUE_SERIES.map((series) => (
                <td key={series} className={CELL}>
                  {formatChf(month[series], 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
