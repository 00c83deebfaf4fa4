'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Icon } from '@/components/ui/icon'
import { toast } from '@/components/ui/toast'

import type { ClientProject, Invoice } from '@payload-types'
import { effectiveInvoiceStatus, INVOICE_STATUS_LABELS } from '@/domain/billing/invoice-status'
import { formatChf } from '@/domain/billing/money'
import { formatDay } from '@/domain/dates/format'
import { LinesSummary } from '@/components/invoices/lines-summary'
import { StatusBadge } from '@/components/ui/status-badge'

import { callApi } from '@/components/api/api-client'
import { Action } from '../row-action.client'
import { BackofficeList } from '../list/backoffice-list.client'
import { useBackofficeList } from '../list/use-backoffice-list'

const CELL = 'px-3 py-2 align-middle'
const ICON_LINK =
  'inline-flex min-h-8 items-center rounded-md px-2 hover:bg-slate-100 dark:hover:bg-slate-800'

/** The invoices, newest invoice date first, with 'Marquer payé' for any not paid. */
export const InvoicesTable = () => {
  const queryClient = useQueryClient()
  const list = useBackofficeList<Invoice>({
    key: 'invoices',
    path: 'invoices',
    query: ({ page }) => ({ sort: '-invoiceDate', limit: 20, page, depth: 1 }),
  })
  const markPaid = useMutation({
    mutationFn: (id: number) => callApi(`invoices/${id}/mark-paid`, { method: 'POST' }),
    onSuccess: () =>
      toast.success('Facture mise à jour', {
        description: 'La facture a été marquée comme payée.',
      }),
    onError: (error) => toast.error('Erreur', { description: error.message }),
    onSettled: () =>
      Promise.all(
        ['invoices', 'finances', 'activities'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  })
  return (
    <BackofficeList
      list={list}
      table={{
        columns: ['Numéro', 'Projet', 'Date', 'Échéance', 'Montant', 'Statut', ''],
        empty: 'Aucune facture',
        rows: list.docs.map((invoice) => {
          const status = effectiveInvoiceStatus(invoice.status, invoice.dueDate)
          const project = invoice.project as ClientProject | number
          return (
            <tr key={invoice.id}>
              <td className={`${CELL} font-semibold`}>
                {invoice.invoiceNumber}
                <LinesSummary lines={invoice.lines} />
              </td>
              <td className={CELL}>{typeof project === 'object' ? project.projectName : '—'}</td>
              <td className={CELL}>{formatDay(invoice.invoiceDate)}</td>
              <td className={CELL}>{formatDay(invoice.dueDate)}</td>
              <td className={`${CELL} text-right tabular-nums`}>
                {formatChf(invoice.amount ?? 0, 2)}
              </td>
              <td className={CELL}>
                <StatusBadge status={status} label={INVOICE_STATUS_LABELS[status]} />
              </td>
              <td className={CELL}>
                <div className="flex justify-end gap-1">
                  {status !== 'Paid' ? (
                    <Action
                      compact
                      icon="circle-check"
                      label="Marquer payé"
                      name={`Marquer payé ${invoice.invoiceNumber}`}
                      disabled={markPaid.isPending}
                      onClick={() => markPaid.mutate(invoice.id)}
                    />
                  ) : null}
                  <a
                    href={`/api/invoices/${invoice.id}/pdf`}
                    aria-label={`PDF de la facture ${invoice.invoiceNumber}`}
                    title="PDF"
                    className={ICON_LINK}
                  >
                    <Icon name="file-down" className="size-4" />
                  </a>
                  <a
                    href={`/cms/collections/invoices/${invoice.id}`}
                    aria-label={`Modifier la facture ${invoice.invoiceNumber}`}
                    title="Modifier"
                    className={ICON_LINK}
                  >
                    <Icon name="pencil" className="size-4" />
                  </a>
                </div>
              </td>
            </tr>
          )
        }),
      }}
    />
  )
}
