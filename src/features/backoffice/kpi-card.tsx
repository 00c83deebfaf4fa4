import Link from 'next/link'

/** One dashboard figure; with `href` the whole card links to the screen behind it. */
export const KpiCard = ({
  label,
  value,
  href,
}: {
  label: string
  value: string | number
  href?: string
}) => {
  const body = (
    <>
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
      <span className="text-3xl font-bold tracking-tight tabular-nums">{value}</span>
    </>
  )
  const frame =
    'flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'
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
