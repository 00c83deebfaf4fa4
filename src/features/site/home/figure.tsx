import type { Counter } from '@/domain/site/counters'

import { CountUp } from './count-up.client'

/** One counted figure with its label. */
export const Figure = ({ counter, label }: { counter: Counter; label: string }) => (
  <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
    <dt className="order-2 text-sm text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="order-1 text-4xl font-bold tracking-tight text-blue-700 dark:text-blue-400">
      <CountUp value={counter.value} suffix={counter.suffix} />
    </dd>
  </div>
)
