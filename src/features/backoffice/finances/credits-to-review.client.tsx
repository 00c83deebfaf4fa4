'use client'

import type { BankCredit, Invoice } from '@payload-types'
import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { RowAction } from '../row-action.client'
import { AssignCredit } from './assign-credit.client'
import { BackofficeList } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList } from '../list/use-backoffice-list'
import { useCreditAction } from './use-bank-credits'

const CELL = 'px-3 py-2 align-middle'

/**
 * 'Paiements à traiter': credits of imported bank files that paid no invoice by their reference.
 * The admin applies one to an open invoice (the suggested one, of the same amount and client
 * name, is chosen already) or sets it aside.
 */
export const CreditsToReview = () => {
  const { t } = useTranslation('backoffice')
  const list = useBackofficeList<BankCredit>({
    key: 'bank-credits',
    inUrl: false,
    path: 'bank-credits',
    query: ({ page }) => ({
      where: { status: { equals: 'unmatched' } },
      sort: '-bookingDate',
      limit: 10,
      page,
      depth: 1,
    }),
  })
  const act = useCreditAction()
  return (
    <BackofficeList
      list={list}
      table={{
        columns: [
          t('finances.credits.columns.date'),
          t('finances.credits.columns.payer'),
          t('finances.credits.columns.reference'),
          t('finances.credits.columns.amount'),
          t('finances.credits.columns.matching'),
          '',
        ],
        empty: t('finances.credits.empty'),
        rows: list.docs.map((credit) => {
          const suggested = credit.suggestedInvoice as Invoice | null | undefined
          const label = t('finances.credits.label', {
            amount: formatChf(credit.amount, 2),
            date: formatDay(credit.bookingDate),
          })
          return (
            <tr key={credit.id}>
              <td className={`${CELL} whitespace-nowrap`}>{formatDay(credit.bookingDate)}</td>
              <td className={CELL}>
                {credit.debtorName ? <Clip text={credit.debtorName} /> : '—'}
              </td>
              <td className={`${CELL} font-mono text-xs break-all`}>{credit.reference ?? '—'}</td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {formatChf(credit.amount, 2)}
              </td>
              <td className={CELL}>
                {suggested && typeof suggested === 'object'
                  ? t('finances.credits.suggestion', { number: suggested.invoiceNumber })
                  : (credit.note ?? '—')}
              </td>
              <td className={CELL}>
                <div className="flex justify-end gap-1">
                  <AssignCredit
                    suggested={typeof suggested === 'object' ? suggested?.id : undefined}
                    label={label}
                    disabled={act.isPending}
                    onAssign={(invoice) => act.mutate({ id: credit.id, invoice })}
                  />
                  <RowAction
                    compact
                    icon="x"
                    variant="outline"
                    label={t('finances.credits.ignore')}
                    name={t('finances.credits.ignoreName', { label })}
                    disabled={act.isPending}
                    onClick={() => act.mutate({ id: credit.id })}
                  />
                </div>
              </td>
            </tr>
          )
        }),
      }}
    />
  )
}
