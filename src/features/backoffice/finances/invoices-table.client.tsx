'use client'

import type { ClientProject, Invoice } from '@payload-types'
import { effectiveInvoiceStatus } from '@/domain/billing/invoice-status'
import { formatChf } from '@/domain/billing/money'
import { Moment } from '@/components/ui/moment'
import { LinesSummary } from '@/components/invoices/lines-summary'
import { StatusBadge } from '@/components/ui/status-badge'
import { useTranslation } from '@/i18n/i18n-provider.client'

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
  const { t } = useTranslation('backoffice')
  const list = useBackofficeList<Invoice>({
    key: 'invoices',
    inUrl: false,
    path: 'invoices',
    query: ({ page }) => ({ sort: '-invoiceDate', limit: 20, page, depth: 1 }),
  })
  const markPaid = useInvoiceAction('mark-paid')
  const send = useInvoiceAction('send')
  const pause = useInvoiceAction('pause-reminders')
  const resume = useInvoiceAction('resume-reminders')
  return (
    <BackofficeList
      list={list}
      table={{
        columns: [
          t('finances.invoices.columns.number'),
          t('finances.invoices.columns.project'),
          t('finances.invoices.columns.date'),
          t('finances.invoices.columns.amount'),
          t('finances.invoices.columns.status'),
          '',
        ],
        empty: t('finances.invoices.empty'),
        rows: list.docs.map((invoice) => {
          const status = effectiveInvoiceStatus(invoice.status, invoice.dueDate)
          const project = invoice.project as ClientProject | number
          const name = invoice.invoiceNumber ?? t('finances.invoices.draftName', { id: invoice.id })
          const unpaid = status === 'Pending' || status === 'Overdue'
          const reminders = invoice.remindersPaused
            ? {
                label: t('finances.invoices.resumeReminders'),
                name: t('finances.invoices.resumeRemindersName', { name }),
                action: resume,
              }
            : {
                label: t('finances.invoices.pauseReminders'),
                name: t('finances.invoices.pauseRemindersName', { name }),
                action: pause,
              }
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
                  {t('finances.invoices.due')} <Moment date={invoice.dueDate} />
                </span>
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {formatChf(invoice.amount ?? 0, 2)}
                {invoice.amountPaid && status !== 'Paid' ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {t('finances.invoices.received', { amount: formatChf(invoice.amountPaid, 2) })}
                  </span>
                ) : null}
              </td>
              <td className={CELL}>
                <StatusBadge
                  status={status}
                  label={t(`invoiceStatus.${status}`, { ns: 'labels' })}
                />
                {status === 'Paid' && invoice.paidAt ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {t('finances.invoices.paidOn')} <Moment date={invoice.paidAt} />
                  </span>
                ) : null}
                {unpaid && invoice.remindersPaused ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {t('finances.invoices.remindersPaused')}
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
                        label={t('finances.invoices.send')}
                        name={t('finances.invoices.sendName', { name })}
                        disabled={send.isPending}
                        onClick={() => send.mutate(invoice.id)}
                      />
                    ) : unpaid ? (
                      <RowAction
                        compact
                        icon="circle-check"
                        label={t('finances.invoices.markPaid')}
                        name={t('finances.invoices.markPaidName', { name })}
                        disabled={markPaid.isPending}
                        onClick={() => markPaid.mutate(invoice.id)}
                      />
                    ) : null,
                    status !== 'Draft' ? (
                      <RowLinkAction
                        href={`/api/invoices/${invoice.id}/pdf`}
                        icon="file-down"
                        label={t('finances.invoices.pdf')}
                        name={t('finances.invoices.pdfName', { name })}
                      />
                    ) : null,
                    // A draft opens in the editor; a sent invoice on its page, read-only, with
                    // its PDF, its credit note and 'Annuler la facture'.
                    <RowLinkAction
                      key="open"
                      href={invoicePath(invoice.id)}
                      icon={status === 'Draft' ? 'pencil' : 'eye'}
                      label={t(
                        status === 'Draft' ? 'finances.invoices.edit' : 'finances.invoices.open',
                      )}
                      name={t(
                        status === 'Draft'
                          ? 'finances.invoices.editName'
                          : 'finances.invoices.openName',
                        { name },
                      )}
                    />,
                  ]}
                  menu={{
                    label: t('finances.invoices.actionsName', { name }),
                    items: unpaid
                      ? [
                          {
                            label: reminders.label,
                            name: reminders.name,
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
