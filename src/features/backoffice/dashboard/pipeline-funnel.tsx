'use client'

import Link from 'next/link'

import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'
import { useTranslation } from '@/i18n/i18n-provider.client'

/**
 * 'Pipeline': how many projects stand at each of the seven statuses, as a bar per status. The
 * bars only draw what the figures beside them say, so the list reads the same without them.
 */
export const PipelineFunnel = ({ counts }: { counts: Partial<Record<ProjectStatus, number>> }) => {
  const { t } = useTranslation('backoffice')
  const widest = Math.max(1, ...PROJECT_STATUSES.map((status) => counts[status] ?? 0))
  return (
    <section aria-labelledby="pipeline-heading" className="panel-card flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="pipeline-heading" className="text-lg font-semibold">
          {t('dashboard.pipeline.title')}
        </h2>
        <Link href="/admin/pipeline" className="text-sm font-medium text-accent hover:underline">
          {t('dashboard.pipeline.open')}
        </Link>
      </div>
      <ol className="flex flex-col gap-2">
        {PROJECT_STATUSES.map((status) => {
          const count = counts[status] ?? 0
          return (
            <li
              key={status}
              className="grid grid-cols-[9rem_1fr_2.5rem] items-center gap-3 text-sm"
            >
              <span className="truncate">{t(`projectStatus.${status}`, { ns: 'labels' })}</span>
              <span aria-hidden className="h-2.5 rounded-full bg-slate-100 dark:bg-slate-800">
                <span
                  className="block h-full rounded-full bg-blue-600 dark:bg-blue-400"
                  style={{ width: `${(count / widest) * 100}%` }}
                />
              </span>
              <span className="text-right font-semibold tabular-nums">{count}</span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
