import type { Invoice } from '@payload-types'
import { Icon } from '@/components/ui/icon'

import { effectiveInvoiceStatus } from '@/domain/billing/invoice-status'
import { formatChf } from '@/domain/billing/money'
import { formatDay, isoDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import type { getT } from '@/i18n/translator'

import { InvoiceLinesDetails } from './invoice-lines-details'
import { StatusBadge } from '@/components/ui/status-badge'

// On a phone each row becomes a card, every cell led by its column's name.
const CELL =
  'flex justify-between gap-4 py-1 sm:table-cell sm:px-3 sm:py-3 before:text-slate-600 before:content-[attr(data-label)] sm:before:content-none dark:before:text-slate-400'

const LINK =
  'inline-flex items-center gap-1 font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300'

/**
 * Invoices, newest first: number, dates, amount in CHF (Swiss-French, 2 decimals), status and the
 * PDF download (once the studio's billing details are set; until then the cell says so), with
 * the credit note of a cancelled one.
 */
export const InvoiceTable = ({
  invoices,
  downloadable,
  lang,
  t,
}: {
  invoices: Invoice[]
  downloadable: boolean
  lang: Locale
  t: ReturnType<typeof getT>
}) => {
  const columns = ['number', 'date', 'dueDate', 'amount', 'status', 'download'] as const
  return (
    <table className="block w-full text-sm sm:table">
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b border-slate-200 text-left dark:border-slate-800">
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className={`px-3 py-2 font-semibold ${column === 'amount' ? 'text-right' : ''}`}
            >
              {t(`invoices.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 sm:table-row-group">
        {invoices.map((invoice) => {
          const status = effectiveInvoiceStatus(invoice.status, invoice.dueDate)
          return (
            <tr
              key={invoice.id}
              className="block rounded-lg border border-slate-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 dark:border-slate-800"
            >
              <td data-label={t('invoices.number')} className={`${CELL} font-semibold`}>
                <span className="flex min-w-0 flex-col items-end sm:items-start">
                  {invoice.invoiceNumber}
                  <InvoiceLinesDetails lines={invoice.lines} lang={lang} t={t} />
                </span>
              </td>
              <td data-label={t('invoices.date')} className={CELL}>
                <time dateTime={isoDay(invoice.invoiceDate)}>
                  {formatDay(invoice.invoiceDate, lang)}
                </time>
              </td>
              <td data-label={t('invoices.dueDate')} className={CELL}>
                <time dateTime={isoDay(invoice.dueDate)}>{formatDay(invoice.dueDate, lang)}</time>
              </td>
              <td
                data-label={t('invoices.amount')}
                className={`${CELL} tabular-nums sm:text-right`}
              >
                {formatChf(invoice.amount ?? 0, 2)}
              </td>
              <td data-label={t('invoices.status')} className={CELL}>
                <StatusBadge
                  status={status}
                  label={t(`invoiceStatus.${status}`, { ns: 'labels' })}
                />
              </td>
              <td data-label={t('invoices.download')} className={CELL}>
                {downloadable ? (
                  <span className="flex flex-col items-end gap-1 sm:items-start">
                    <a
                      href={`/api/invoices/${invoice.id}/pdf?lang=${lang}`}
                      aria-label={t('invoices.downloadLabel', { number: invoice.invoiceNumber })}
                      className={LINK}
                    >
                      <Icon name="download" className="size-4" />
                      PDF
                    </a>
                    {invoice.creditNoteNumber ? (
                      <a
                        href={`/api/invoices/${invoice.id}/credit-note?lang=${lang}`}
                        aria-label={t('invoices.creditNoteLabel', {
                          number: invoice.creditNoteNumber,
                        })}
                        className={LINK}
                      >
                        <Icon name="download" className="size-4" />
                        {t('invoices.creditNote')}
                      </a>
                    ) : null}
                  </span>
                ) : (
                  <span className="text-slate-600 dark:text-slate-400">
                    {t('invoices.pdfPending')}
                  </span>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
