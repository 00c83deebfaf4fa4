import config from '@payload-config'
import { getPayload } from 'payload'

import { FinancesView } from '@/features/backoffice/finances/finances-view.client'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { financeSummary, revenueMonths } from '@/server/billing'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('finances.title') }

/** Revenue, invoices and subscriptions in CHF. */
const FinancesPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  const [summary, months] = await Promise.all([financeSummary(payload), revenueMonths(payload)])
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('finances.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('finances.intro')}</p>
      </header>
      <FinancesView initial={summary} initialMonths={months} />
    </div>
  )
}

export default FinancesPage
