import type { Counter } from '@/domain/site/counters'

import { CountUp } from './count-up.client'

/** One counted figure with its label. */
export const Figure = ({ counter, label }: { counter: Counter; label: string }) => (
  <div className="figure-card">
    <dt className="text-muted order-2 text-sm">{label}</dt>
    <dd className="figure-value order-1">
      <CountUp value={counter.value} suffix={counter.suffix} />
    </dd>
  </div>
)
