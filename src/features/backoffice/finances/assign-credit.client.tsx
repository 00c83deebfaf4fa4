'use client'

import { useQuery } from '@tanstack/react-query'
import type { PaginatedDocs } from 'payload'
import { useState } from 'react'

import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'
import type { Invoice } from '@payload-types'
import { formatChf } from '@/domain/billing/money'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { RowAction } from '../row-action.client'

type OpenInvoice = Pick<Invoice, 'id' | 'invoiceNumber' | 'amount' | 'amountPaid'>

/** The sent, unpaid invoices a credit may pay, by number (one query for every row). */
const useOpenInvoices = () =>
  useQuery({
    queryKey: ['invoices', 'open'],
    queryFn: () =>
      callApi<PaginatedDocs<OpenInvoice>>('invoices', {
        query: payloadQuery({
          where: { status: { equals: 'Pending' } },
          sort: 'invoiceNumber',
          limit: 200,
          depth: 0,
          select: { invoiceNumber: true, amount: true, amountPaid: true },
        }),
      }),
  })

/**
 * 'Rapprocher' a credit of an imported file: the suggested invoice is chosen already; any other
 * open invoice can be picked, with what it still owes beside its number.
 */
export const AssignCredit = ({
  suggested,
  label,
  disabled,
  onAssign,
}: {
  suggested?: number
  label: string
  disabled: boolean
  onAssign: (invoice: number) => void
}) => {
  const { t } = useTranslation('backoffice')
  const open = useOpenInvoices()
  const [choice, setChoice] = useState(suggested ? String(suggested) : '')
  return (
    <div className="flex items-center gap-1">
      <select
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        aria-label={t('finances.credits.invoiceFor', { label })}
        className="h-8 max-w-48 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">{t('finances.credits.chooseInvoice')}</option>
        {(open.data?.docs ?? []).map((invoice) => (
          <option key={invoice.id} value={invoice.id}>
            {t('finances.credits.remaining', {
              number: invoice.invoiceNumber,
              amount: formatChf((invoice.amount ?? 0) - (invoice.amountPaid ?? 0), 2),
            })}
          </option>
        ))}
      </select>
      <RowAction
        compact
        icon="check"
        label={t('finances.credits.assign')}
        name={t('finances.credits.assignName', { label })}
        disabled={disabled || !choice}
        onClick={() => onAssign(Number(choice))}
      />
    </div>
  )
}
