import type { ClientProject } from '@payload-types'
import { formatDay, isoDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import type { getT } from '@/i18n/translator'

import { StatusBadge } from '@/components/ui/status-badge'

import { PhaseTimeline } from './phase-timeline'

const Fact = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{term}</dt>
    <dd className="font-medium">{children}</dd>
  </div>
)

/**
 * The client's latest project: name, status (once, as a badge), its phases and progress (one
 * measure), plan, dates and the next step.
 */
export const ProjectSummary = ({
  project,
  lang,
  t,
}: {
  project: ClientProject
  lang: Locale
  t: ReturnType<typeof getT>
}) => {
  const day = (date: string | null | undefined) =>
    date ? <time dateTime={isoDay(date)}>{formatDay(date, lang)}</time> : t('dashboard.notSet')
  return (
    <section
      aria-labelledby="project-title"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold tracking-widest text-blue-700 uppercase dark:text-blue-300">
            {t('dashboard.project')}
          </p>
          <h2 id="project-title" className="text-xl font-bold break-words">
            {project.projectName}
          </h2>
        </div>
        <StatusBadge
          status={project.status}
          label={t(`projectStatus.${project.status}`, { ns: 'labels' })}
        />
      </div>
      <PhaseTimeline status={project.status} phasePercent={project.progressPercentage} t={t} />
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact term={t('dashboard.plan')}>{project.plan || t('dashboard.notSet')}</Fact>
        <Fact term={t('dashboard.startDate')}>{day(project.startDate)}</Fact>
        <Fact term={t('dashboard.estimatedDelivery')}>{day(project.estimatedDelivery)}</Fact>
      </dl>
      <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-950">
        <p className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
          {t('dashboard.nextStep')}
        </p>
        <p className="mt-1 break-words">{project.nextStep || t('dashboard.notSet')}</p>
      </div>
    </section>
  )
}
