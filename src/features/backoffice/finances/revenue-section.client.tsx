'use client'

import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'

import { callApi } from '@/components/api/api-client'
import type { RevenueMonth } from '@/domain/billing/revenue-months'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { RevenueTable } from './revenue-table'

const CHART_HEIGHT = 'h-72'

// recharts is large: fetched only when this section renders, in the browser (it measures its box).
const RevenueChart = dynamic(() => import('./revenue-chart.client'), {
  ssr: false,
  loading: () => (
    <div className={`${CHART_HEIGHT} animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800`} />
  ),
})

/**
 * 'Revenus sur 12 mois': the chart, described for screen readers as what the table below holds,
 * and the same figures as a table behind a toggle. Read again with the cards (same query key
 * prefix) when an invoice is paid or a bank file imported.
 */
export const RevenueSection = ({ initial }: { initial: RevenueMonth[] }) => {
  const { t } = useTranslation('backoffice')
  const { data: months = initial } = useQuery({
    queryKey: ['finances', 'revenue-months'],
    queryFn: () => callApi<RevenueMonth[]>('backoffice/revenue-months'),
    initialData: initial,
  })
  return (
    <section className="flex flex-col gap-3" aria-labelledby="revenue-heading">
      <h2 id="revenue-heading" className="text-lg font-semibold">
        {t('finances.revenue.title')}
      </h2>
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
        <div role="img" aria-label={t('finances.revenue.chartLabel')} className={CHART_HEIGHT}>
          <RevenueChart months={months} />
        </div>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-blue-400">
          {t('finances.revenue.showTable')}
        </summary>
        <div className="mt-3">
          <RevenueTable months={months} />
        </div>
      </details>
    </section>
  )
}
