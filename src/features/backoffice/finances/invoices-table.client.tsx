'use client'

import type { ClientProject, Invoice } from '@payload-types'
import { effectiveInvoiceStatus, INVOICE_STATUS_LABELS } from '@/domain/billing/invoice-status'
import { formatChf } from '@/domain/billing/money'
import { Moment } from '@/components/ui/moment'
import { LinesSummary } from '@/components/invoices/lines-summary'
import { StatusBadge } from '@/components/ui/status-badge'

import { RowAction } from '../row-action.client'
import { RowActions, RowLinkAction } from '../list/row-parts.client'
import { BackofficeList } from '../list/backoffice-list.client'
import { Clip } from '../list/data-table'
import { useBackofficeList } from '../list/use-backoffice-list'
import { invoicePath } from './invoice-editor/invoice-path'
import { useInvoiceAction } from './use-invoice-action'

const CELL = 'px-3 py-2 align-middle'

/**
 * The invoices, newest invoice date first, with 'Envoyer' for a draft, and 'Marquer payé' and
 * pausing or resuming its reminders (in the row's menu) for a sent invoice not yet paid. A draft has no number nor PDF
 * until it is sent; it opens in the back office's editor.
 */
export const InvoicesTable = () => {
  const list = useBackofficeList<Invoice>({
    key: 'invoices',
    inUrl: false,
    path: 'invoices',
    query: ({ page }) => ({ sort: '-invoiceDate', limit: 20, page, depth: 1 }),
  })
  const markPaid = useInvoiceAction(
    'mark-paid',
    'Facture mise à jour',
    'La facture a été marquée comme payée.',
  )
  const send = useInvoiceAction('send', 'Facture envoyée', 'Le client la reçoit par e-mail.')
  const pause = useInvoiceAction(
    'pause-reminders',
    'Relances suspendues',
    'Aucune relance ne part pour cette facture jusqu’à leur reprise.',
  )
  const resume = useInvoiceAction(
    'resume-reminders',
    'Relances reprises',
    'La prochaine relance due partira avec celles du matin.',
  )
  return (
    <BackofficeList
      list={list}
      table={{
        columns: ['Numéro', 'Projet', 'Date', 'Montant', 'Statut', ''],
        empty: 'Aucune facture',
        rows: list.docs.map((invoice) => {
          const status = effectiveInvoiceStatus(invoice.status, invoice.dueDate)
          const project = invoice.project as ClientProject | number
          const name = invoice.invoiceNumber ?? `brouillon ${invoice.id}`
          const unpaid = status === 'Pending' || status === 'Overdue'
          const reminders = invoice.remindersPaused
            ? { label: 'Reprendre les relances', action: resume }
            : { label: 'Suspendre les relances', action: pause }
          return (
            <tr key={invoice.id}>
              <td className={`${CELL} font-semibold`}>
                {invoice.invoiceNumber ?? '—'}
                <LinesSummary lines={invoice.lines} />
              </td>
              <td className={CELL}>
                {typeof project === 'object' ? <Clip text={project.projectName} /> : '—'}
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <Moment date={invoice.invoiceDate} />
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  échéance <Moment date={invoice.dueDate} />
                </span>
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {formatChf(invoice.amount ?? 0, 2)}
                {invoice.amountPaid && status !== 'Paid' ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    dont {formatChf(invoice.amountPaid, 2)} reçus
                  </span>
                ) : null}
              </td>
              <td className={CELL}>
                <StatusBadge status={status} label={INVOICE_STATUS_LABELS[status]} />
                {status === 'Paid' && invoice.paidAt ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    le <Moment date={invoice.paidAt} />
                  </span>
                ) : null}
                {unpaid && invoice.remindersPaused ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    Relances suspendues
                  </span>
                ) : null}
              </td>
              <td className={CELL}>
                <RowActions
                  slots={[
                    status === 'Draft' ? (
                      <RowAction
                        compact
                        icon="mail"
                        label="Envoyer"
                        name={`Envoyer ${name}`}
                        disabled={send.isPending}
                        onClick={() => send.mutate(invoice.id)}
                      />
                    ) : unpaid ? (
                      <RowAction
                        compact
                        icon="circle-check"
                        label="Marquer payé"
                        name={`Marquer payé ${name}`}
                        disabled={markPaid.isPending}
                        onClick={() => markPaid.mutate(invoice.id)}
                      />
                    ) : null,
                    status !== 'Draft' ? (
                      <RowLinkAction
                        href={`/api/invoices/${invoice.id}/pdf`}
                        icon="file-down"
                        label="PDF"
                        name={`PDF de la facture ${name}`}
                      />
                    ) : null,
                    // A draft opens in the editor; a sent invoice on its page, read-only, with
                    // its PDF, its credit note and 'Annuler la facture'.
                    <RowLinkAction
                      key="open"
                      href={invoicePath(invoice.id)}
                      icon={status === 'Draft' ? 'pencil' : 'eye'}
                      label={status === 'Draft' ? 'Modifier' : 'Ouvrir'}
                      name={`${status === 'Draft' ? 'Modifier' : 'Ouvrir'} la facture ${name}`}
                    />,
                  ]}
                  menu={{
                    label: `Actions pour la facture ${name}`,
                    items: unpaid
                      ? [
                          {
                            label: reminders.label,
                            name: `${reminders.label} ${name}`,
                            disabled: reminders.action.isPending,
                            onSelect: () => reminders.action.mutate(invoice.id),
                          },
                        ]
                      : [],
                  }}
                />
              </td>
            </tr>
          )
        }),
      }}
    />
  )
}
