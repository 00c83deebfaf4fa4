'use client'

import { useQuery } from '@tanstack/react-query'

import type { Activity } from '@payload-types'
import type { PaginatedDocs } from 'payload'
import type { RevenueMonth } from '@/domain/billing/revenue-months'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { DashboardKpis } from '@/server/dashboard'

import { ActivityList } from './activity-list'
import { KpiGrid } from './dashboard/kpi-grid.client'
import { PipelineFunnel } from './dashboard/pipeline-funnel'
import { SlaBreakdown } from './dashboard/sla-breakdown'
import { RevenueSection } from './finances/revenue-section.client'
import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'
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
      <KpiGrid kpis={kpis} />
      <div className="grid gap-4 lg:grid-cols-2">
        <PipelineFunnel counts={kpis.pipeline} />
        <SlaBreakdown counts={kpis.openRequestsBySla} />
      </div>
      <RevenueSection initial={revenue} />
      <section className="panel-card">
        <h2 className="text-lg font-semibold">{t('dashboard.activity.title')}</h2>
        <ActivityList activities={activities.docs} />
      </section>
    </div>
  )
}
