'use client'

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import { formatChf } from '@/domain/billing/money'
import { shortMonthLabel, type RevenueMonth } from '@/domain/billing/revenue-months'
import { useTranslation } from '@/i18n/i18n-provider.client'

import type { RevenueSeries } from './revenue-series'

/**
 * Invoiced and paid revenue as bars, the MRR as a line, per month. Loaded on its own (see
 * RevenueSection), so recharts stays out of every other page's bundle. Bars are drawn from
 * floats, which only place pixels; every figure shown is the exact decimal from SQL.
 */
const RevenueChart = ({ months }: { months: RevenueMonth[] }) => {
  const { t } = useTranslation('backoffice')
  const points = months.map((month) => ({
    exact: month,
    label: shortMonthLabel(month.month),
    invoiced: Number(month.invoiced),
    paid: Number(month.paid),
    mrr: Number(month.mrr),
  }))
  return (
    <ResponsiveContainer width="100%" height={288}>
      <ComposedChart
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        // The wrapper is one image described by the table; no keyboard stops inside it.
        accessibilityLayer={false}
      >
        <CartesianGrid
          strokeDasharray="3 3"
          vertical={false}
          stroke="currentColor"
          opacity={0.15}
        />
        <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} />
        <YAxis
          width={88}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          tickFormatter={(value: number) => formatChf(value, 0)}
        />
        <Tooltip
          formatter={(_value, name, item) => [
            formatChf(item.payload.exact[item.dataKey as RevenueSeries], 0),
            name,
          ]}
          contentStyle={{ color: '#0f172a' }}
        />
        <Legend />
        <Bar dataKey="invoiced" name={t('finances.revenue.series.invoiced')} fill="#94a3b8" />
        <Bar dataKey="paid" name={t('finances.revenue.series.paid')} fill="#2563eb" />
        <Line
          dataKey="mrr"
          name={t('finances.revenue.series.mrr')}
          type="monotone"
          stroke="#f59e0b"
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}

export default RevenueChart
