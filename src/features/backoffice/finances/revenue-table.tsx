import { formatChf } from '@/domain/billing/money'
import { monthLabel, type RevenueMonth } from '@/domain/billing/revenue-months'

import { REVENUE_SERIES } from './revenue-series'

const CELL = 'px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3'

/** The chart's figures as a table: what a screen reader reads, and anyone who wants the numbers. */
export const RevenueTable = ({ months }: { months: RevenueMonth[] }) => (
  <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
    <table className="w-full text-sm">
      <caption className="px-3 py-2 text-left text-slate-600 dark:text-slate-400">
        Facturé, encaissé et MRR des 12 derniers mois, en CHF
      </caption>
      <thead className="border-b border-slate-200 dark:border-slate-800">
        <tr>
          <th scope="col" className="px-3 py-2 text-left font-semibold">
            Mois
          </th>
          {Object.values(REVENUE_SERIES).map((label) => (
            <th key={label} scope="col" className="px-3 py-2 text-right font-semibold">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className="px-3 py-2 text-left font-normal capitalize">
              {monthLabel(month.month)}
            </th>
            <td className={CELL}>{formatChf(month.invoiced, 0)}</td>
            <td className={CELL}>{formatChf(month.paid, 0)}</td>
            <td className={CELL}>{formatChf(month.mrr, 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)
