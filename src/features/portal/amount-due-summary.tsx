import { formatChf } from '@/domain/billing/money'
import { formatDay, isoDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import type { getT } from '@/i18n/translator'
import type { AmountDue } from '@/server/billing'

/**
 * The balance the client owes, read before the invoice list: the amount, how many invoices and
 * the soonest due date, overdue ones named in amber.
 */
export const AmountDueSummary = ({
  due,
  lang,
  t,
}: {
  due: AmountDue
  lang: Locale
  t: ReturnType<typeof getT>
}) => (
  <div
    data-testid="amount-due"
    className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-4 dark:bg-slate-950"
  >
    <div className="flex flex-col gap-0.5">
      <p className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
        {t('dashboard.amountDue')}
      </p>
      <p className="text-2xl font-bold tabular-nums">{formatChf(due.amount, 2)}</p>
    </div>
    {due.invoices > 0 ? (
      <div className="flex flex-col gap-0.5 text-sm sm:items-end">
        <p>
          {t('dashboard.amountDueInvoices', { count: due.invoices })}
          {due.overdue > 0 ? (
            <span className="font-semibold text-amber-700 dark:text-amber-300">
              {' · '}
              {t('dashboard.amountDueOverdue', { count: due.overdue })}
            </span>
          ) : null}
        </p>
        {due.nextDueDate ? (
          <p className="text-slate-600 dark:text-slate-400">
            <time dateTime={isoDay(due.nextDueDate)}>
              {t('dashboard.nextDueDate', { date: formatDay(due.nextDueDate, lang) })}
            </time>
          </p>
        ) : null}
      </div>
    ) : (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.nothingDue')}</p>
    )}
  </div>
)
