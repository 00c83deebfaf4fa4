'use client'

import { useQuery } from '@tanstack/react-query'

import type { Activity } from '@payload-types'
import type { PaginatedDocs } from 'payload'
import { formatChf } from '@/domain/billing/money'
import type { RevenueMonth } from '@/domain/billing/revenue-months'
import { amountTrend, countTrend } from '@/domain/dashboard/trend'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { DashboardKpis } from '@/server/dashboard'

import { ActivityList } from './activity-list'
import { PipelineFunnel } from './dashboard/pipeline-funnel'
import { SlaBreakdown } from './dashboard/sla-breakdown'
import { RevenueSection } from './finances/revenue-section.client'
import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'
import { KpiCard } from './kpi-card'
import { KPI_REFRESH_MS, useKpis } from './use-kpis'

const RECENT_ACTIVITY = { sort: '-createdAt', limit: 8, depth: 0 }

/**
 * The dashboard: figures with their trend, the pipeline per status, open requests per SLA level,
 * the last 12 months of revenue and the recent activity; figures and activity refreshed every 30 s.
 */
export const DashboardView = ({
  kpis: initialKpis,
  activities: initialActivities,
  revenue,
}: {
  kpis: DashboardKpis
  activities: PaginatedDocs<Activity>
  revenue: RevenueMonth[]
}) => {
  const { t } = useTranslation('backoffice')
  const { data: kpis = initialKpis } = useKpis(initialKpis)
  const { data: activities = initialActivities } = useQuery({
    queryKey: ['activities', RECENT_ACTIVITY],
    queryFn: () =>
      callApi<PaginatedDocs<Activity>>('activities', { query: payloadQuery(RECENT_ACTIVITY) }),
    refetchInterval: KPI_REFRESH_MS,
    initialData: initialActivities,
  })
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label={t('dashboard.kpis.label')}
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
      >
        <KpiCard label={t('dashboard.kpis.pendingSubmissions')} value={kpis.pendingSubmissions} />
        <KpiCard
          label={t('dashboard.kpis.submissions7Days')}
          value={kpis.submissionsLast7Days}
          href="/admin/submissions"
          trend={countTrend(kpis.submissionsLast7Days, kpis.submissionsPrevious7Days)}
          since={t('dashboard.kpis.since7Days')}
        />
        <KpiCard label={t('dashboard.kpis.activeProjects')} value={kpis.projectsInBuild} />
        <KpiCard label={t('dashboard.kpis.pendingRequests')} value={kpis.pendingRequests} />
        <KpiCard label={t('dashboard.kpis.deliveries')} value={kpis.deliveriesNext7Days} />
        <KpiCard
          label={t('dashboard.kpis.recurringRevenue')}
          value={formatChf(kpis.monthlyRevenueChf, 0)}
        />
        <KpiCard
          label={t('dashboard.kpis.paid30Days')}
          value={formatChf(kpis.paidLast30Days, 0)}
          href="/admin/finances"
          trend={amountTrend(kpis.paidLast30Days, kpis.paidPrevious30Days)}
          since={t('dashboard.kpis.since30Days')}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <PipelineFunnel counts={kpis.pipeline} />
        <SlaBreakdown counts={kpis.openRequestsBySla} />
      </div>
      <RevenueSection initial={revenue} />
      <section
        aria-label={t('dashboard.brief.label')}
        className="panel-card grid gap-4 sm:grid-cols-3"
      >
        {[
          [kpis.projectsInBuild, t('dashboard.brief.inBuild')],
          [kpis.pendingRequests, t('dashboard.brief.toHandle')],
          [kpis.clients, t('dashboard.brief.clients')],
        ].map(([value, label]) => (
          <p key={label} className="flex items-baseline gap-2">
            <span className="text-2xl font-bold tabular-nums">{value}</span>
            <span className="text-slate-600 dark:text-slate-400">{label}</span>
          </p>
        ))}
      </section>
      <section className="panel-card">
        <h2 className="text-lg font-semibold">{t('dashboard.activity.title')}</h2>
        <ActivityList activities={activities.docs} />
      </section>
    </div>
  )
}
