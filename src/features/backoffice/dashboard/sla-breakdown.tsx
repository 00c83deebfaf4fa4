'use client'

import Link from 'next/link'

import type { SlaLevel } from '@/domain/requests/sla'
import { useTranslation } from '@/i18n/i18n-provider.client'

const LEVELS: { level: SlaLevel; dot: string }[] = [
  { level: 'ok', dot: 'bg-green-600 dark:bg-green-400' },
  { level: 'warn', dot: 'bg-orange-500 dark:bg-orange-400' },
  { level: 'critical', dot: 'bg-red-600 dark:bg-red-400' },
]

/**
 * 'Demandes ouvertes': the requests not done, by how long they have waited against the SLA
 * thresholds of the settings (the support page's orange and red), each level as a share.
 */
export const SlaBreakdown = ({ counts }: { counts: Record<SlaLevel, number> }) => {
  const { t } = useTranslation('backoffice')
  const total = counts.ok + counts.warn + counts.critical
  return (
    <section aria-labelledby="sla-heading" className="panel-card flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="sla-heading" className="text-lg font-semibold">
          {t('dashboard.sla.title')}
        </h2>
        <Link href="/admin/support" className="text-sm font-medium text-accent hover:underline">
          {t('dashboard.sla.open')}
        </Link>
      </div>
      {total === 0 ? (
        <p className="text-muted text-sm">{t('dashboard.sla.empty')}</p>
      ) : (
        <>
          <div aria-hidden className="flex h-2.5 overflow-hidden rounded-full">
            {LEVELS.map(({ level, dot }) => (
              <span
                key={level}
                className={dot}
                style={{ width: `${(counts[level] / total) * 100}%` }}
              />
            ))}
          </div>
          <ul className="flex flex-col gap-2 text-sm">
            {LEVELS.map(({ level, dot }) => (
              <li key={level} className="flex items-center gap-2">
                <span aria-hidden className={`size-2.5 rounded-full ${dot}`} />
                <span className="flex-1">{t(`dashboard.sla.${level}`)}</span>
                <span className="font-semibold tabular-nums">{counts[level]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
