'use client'

import { formatChf } from '@/domain/billing/money'
import { amountTrend, countTrend, type Trend } from '@/domain/dashboard/trend'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { DashboardKpis } from '@/server/dashboard'

import { KpiCard } from '../kpi-card'

type Figure = {
  /** Its words' key under dashboard.kpis */
  label:
    | 'pendingSubmissions'
    | 'submissions7Days'
    | 'activeProjects'
    | 'pendingRequests'
    | 'deliveries'
    | 'clients'
    | 'recurringRevenue'
    | 'paid30Days'
  value: string | number
  href: string
  trend?: { of: Trend; since: 'since7Days' | 'since30Days' }
}

/** The eight figures, each with the list that holds what it counts, filtered the same way. */
const figuresOf = (kpis: DashboardKpis): Figure[] => [
  {
    label: 'pendingSubmissions',
    value: kpis.pendingSubmissions,
    href: '/admin/submissions?status=pending',
  },
  {
    label: 'submissions7Days',
    value: kpis.submissionsLast7Days,
    href: '/admin/submissions',
    trend: {
      of: countTrend(kpis.submissionsLast7Days, kpis.submissionsPrevious7Days),
      since: 'since7Days',
    },
  },
  { label: 'activeProjects', value: kpis.projectsInBuild, href: '/admin/projects?status=in_build' },
  { label: 'pendingRequests', value: kpis.pendingRequests, href: '/admin/support?status=Pending' },
  // No list filters by delivery date; the pipeline's cards show each project's.
  { label: 'deliveries', value: kpis.deliveriesNext7Days, href: '/admin/pipeline' },
  { label: 'clients', value: kpis.clients, href: '/admin/clients' },
  {
    label: 'recurringRevenue',
    value: formatChf(kpis.monthlyRevenueChf, 0),
    href: '/admin/finances',
  },
  {
    label: 'paid30Days',
    value: formatChf(kpis.paidLast30Days, 0),
    href: '/admin/finances',
    trend: {
      of: amountTrend(kpis.paidLast30Days, kpis.paidPrevious30Days),
      since: 'since30Days',
    },
  },
]

/**
 * The dashboard's figures as cards that open their list (`?status=` is the lists' own filter, so
 * the list shows the number the card says). Eight: two full rows of four on a wide screen, four
 * rows of two on a phone.
 */
export const KpiGrid = ({ kpis }: { kpis: DashboardKpis }) => {
  const { t } = useTranslation('backoffice')
  return (
    <section
      aria-label={t('dashboard.kpis.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      {figuresOf(kpis).map(({ label, value, href, trend }) => (
        <KpiCard
          key={label}
          label={t(`dashboard.kpis.${label}`)}
          value={value}
          href={href}
          trend={trend?.of}
          since={trend && t(`dashboard.kpis.${trend.since}`)}
        />
      ))}
    </section>
  )
}
