import { phaseTimeline, type PhaseState } from '@/domain/projects/phases'
import type { ProjectStatus } from '@/domain/projects/status'
import type { getT } from '@/i18n/translator'

const BAR: Record<PhaseState, string> = {
  done: 'bg-blue-700 dark:bg-blue-400',
  current: 'bg-blue-700 dark:bg-blue-400 ring-2 ring-blue-700/25 dark:ring-blue-400/30',
  upcoming: 'bg-slate-200 dark:bg-slate-800',
}

/**
 * Where the project stands among its phases, and the one that comes next. On a phone the phases
 * are named in one line under the bars (six labels would not fit under them); each stays read
 * aloud in the list.
 */
export const PhaseTimeline = ({
  status,
  t,
}: {
  status: ProjectStatus
  t: ReturnType<typeof getT>
}) => {
  const timeline = phaseTimeline(status)
  if (!timeline) return null
  const next = timeline.find(({ state }) => state === 'upcoming')
  const current = timeline.find(({ state }) => state === 'current')!
  return (
    <div className="flex flex-col gap-2">
      <ol aria-label={t('dashboard.timeline')} className="grid grid-cols-6 gap-1.5">
        {timeline.map(({ phase, state }) => (
          <li
            key={phase}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-col gap-1.5"
          >
            <span aria-hidden className={`h-1.5 rounded-full ${BAR[state]}`} />
            <span
              className={
                state === 'current'
                  ? 'sr-only text-xs font-semibold sm:not-sr-only'
                  : 'sr-only text-xs text-slate-600 sm:not-sr-only dark:text-slate-400'
              }
            >
              {t(`projectStatus.${phase}`, { ns: 'labels' })}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {/* The list names the current phase for screen readers; this repeats it for the eyes. */}
        <span aria-hidden className="font-semibold text-slate-900 sm:hidden dark:text-slate-100">
          {t(`projectStatus.${current.phase}`, { ns: 'labels' })}
          {next ? ' · ' : null}
        </span>
        {next
          ? t('dashboard.nextPhase', { phase: t(`projectStatus.${next.phase}`, { ns: 'labels' }) })
          : null}
      </p>
    </div>
  )
}
