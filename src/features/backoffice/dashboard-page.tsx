import config from '@payload-config'
import { getPayload } from 'payload'

import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { dashboardKpis } from '@/server/dashboard'
import { revenueMonths } from '@/server/billing'

import { DashboardView } from './dashboard-view.client'

/**
 * /admin and /admin/dashboard, the same dashboard. The first figures are read here, so
 * the page arrives complete; the browser then refreshes them every 30 s.
 */
export const BackOfficeDashboardPage = async () => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const [kpis, revenue, activities] = await Promise.all([
    dashboardKpis(payload),
    revenueMonths(payload),
    payload.find({
      collection: 'activities',
      sort: '-createdAt',
      limit: 8,
      depth: 0,
      user,
      overrideAccess: false,
    }),
  ])
  const t = getT('fr', 'backoffice')
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('dashboard.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          {/* An account without a first name is greeted without one, not by its e-mail. */}
          {user.firstName?.trim()
            ? t('dashboard.greeting', { name: user.firstName.trim() })
            : t('dashboard.greetingNoName')}
        </p>
      </header>
      <DashboardView kpis={kpis} activities={activities} revenue={revenue} />
    </div>
  )
}
