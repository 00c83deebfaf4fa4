import { CountUp } from './count-up.client'

export type FigureContent = { value: number; suffix?: string | null; label: string }

/** One counted figure with its label. */
export const Figure = ({ value, suffix, label }: FigureContent) => (
  <div className="figure-card">
    <dt>{label}</dt>
    <dd>
      <CountUp value={value} suffix={suffix ?? ''} />
    </dd>
  </div>
)
