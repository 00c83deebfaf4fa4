'use client'

import { useQuery } from '@tanstack/react-query'
import { Icon } from '@/components/ui/icon'

import { buttonClasses } from '@/components/ui/button'
import { formatChf } from '@/domain/billing/money'
import type { RevenueMonth } from '@/domain/billing/revenue-months'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { FinanceSummary } from '@/server/billing'

import { callApi } from '@/components/api/api-client'
import { KpiCard } from '../kpi-card'
import { BankImport } from './bank-import.client'
import { CreditsToReview } from './credits-to-review.client'
import { InvoicesTable } from './invoices-table.client'
import { RevenueSection } from './revenue-section.client'
import { SubscriptionsTable } from './subscriptions-table.client'

const Section = ({
  title,
  csv,
  create,
  createLabel,
  tools,
  children,
}: {
  title: string
  csv: string
  create: string
  createLabel?: string
  tools?: React.ReactNode
  children: React.ReactNode
}) => {
  const { t } = useTranslation('backoffice')
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="flex flex-wrap gap-2">
          {tools}
          <a href={create} className={buttonClasses('outline', { size: 'sm' })}>
            <Icon name="plus" className="size-4" /> {createLabel ?? t('finances.create')}
          </a>
          <a href={csv} className={buttonClasses('outline', { size: 'sm' })} download>
            <Icon name="download" className="size-4" /> {t('common.exportCsv')}
          </a>
        </div>
      </div>
      {children}
    </section>
  )
}

/** /admin/finances: the three cards, the 12 months' chart, the invoices and the subscriptions. */
export const FinancesView = ({
  initial,
  initialMonths,
}: {
  initial: FinanceSummary
  initialMonths: RevenueMonth[]
}) => {
  const { t } = useTranslation('backoffice')
  const { data: summary = initial } = useQuery({
    queryKey: ['finances'],
    queryFn: () => callApi<FinanceSummary>('backoffice/finances'),
    initialData: initial,
  })
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <KpiCard
          label={t('finances.kpis.paidThisMonth')}
          value={formatChf(summary.paidMonthToDate, 0)}
        />
        <KpiCard
          label={t('finances.kpis.paid30Days')}
          value={formatChf(summary.paidLast30Days, 0)}
        />
        <KpiCard label={t('finances.kpis.activeMrr')} value={formatChf(summary.activeMrr, 0)} />
      </div>
      <RevenueSection initial={initialMonths} />
      <Section
        title={t('finances.invoicesTitle')}
        csv="/api/backoffice/invoices.csv"
        create="/admin/finances/factures/nouvelle"
        createLabel={t('finances.newInvoice')}
        tools={<BankImport />}
      >
        <InvoicesTable />
      </Section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('finances.creditsTitle')}</h2>
        <CreditsToReview />
      </section>
      <Section
        title={t('finances.subscriptionsTitle')}
        csv="/api/backoffice/subscriptions.csv"
        create="/cms/collections/subscriptions/create"
      >
        <SubscriptionsTable />
      </Section>
    </div>
  )
}
