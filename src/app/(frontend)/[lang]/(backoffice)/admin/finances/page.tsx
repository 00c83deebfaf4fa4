import config from '@payload-config'
import { getPayload } from 'payload'

import { FinancesView } from '@/features/backoffice/finances/finances-view.client'
import { requireBackOfficeUser } from '@/server/accounts'
import { financeSummary, revenueMonths } from '@/server/billing'

export const metadata = { title: 'Finances' }

/** Revenue, invoices and subscriptions in CHF. */
const FinancesPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  const [summary, months] = await Promise.all([financeSummary(payload), revenueMonths(payload)])
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Finances</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Les encaissements, les factures et les abonnements, en CHF.
        </p>
      </header>
      <FinancesView initial={summary} initialMonths={months} />
    </div>
  )
}

export default FinancesPage
