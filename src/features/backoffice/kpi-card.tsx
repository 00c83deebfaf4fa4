import Link from 'next/link'

import type { Trend } from '@/domain/dashboard/trend'

const TONES = {
  up: 'text-green-700 dark:text-green-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-slate-600 dark:text-slate-400',
} as const

/**
 * One dashboard figure, with how it moved since the span before (`trend`, and that span named in
 * `since`); with `href` the whole card links to the screen behind it.
 */
export const KpiCard = ({
  label,
  value,
  href,
  trend,
  since,
}: {
  label: string
  value: string | number
  href?: string
  trend?: Trend
  since?: string
}) => {
  const body = (
    <>
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
      <span className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{value}</span>
      {trend ? (
        <span className="text-xs">
          <span className={`font-semibold tabular-nums ${TONES[trend.tone]}`}>{trend.text}</span>{' '}
          <span className="text-slate-600 dark:text-slate-400">{since}</span>
        </span>
      ) : null}
    </>
  )
  const frame = 'panel-card flex flex-col gap-2'
  return href ? (
    <Link
      href={href}
      className={`${frame} transition-colors hover:border-blue-400 dark:hover:border-blue-500`}
    >
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  )
}
