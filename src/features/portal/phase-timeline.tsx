import { phaseTimeline, type PhaseState } from '@/domain/projects/phases'
import type { ProjectStatus } from '@/domain/projects/status'
import type { getT } from '@/i18n/translator'

const BAR: Record<PhaseState, string> = {
  done: 'bg-blue-700 dark:bg-blue-400',
  current: 'bg-blue-700 dark:bg-blue-400 ring-2 ring-blue-700/25 dark:ring-blue-400/30',
  upcoming: 'bg-slate-200 dark:bg-slate-800',
}

/**
 * Where the project stands among its phases, and the one that comes next. On a phone only the
 * current phase is named under the bars (six labels would not fit); each stays read aloud.
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
                  ? 'text-xs font-semibold'
                  : 'sr-only text-xs text-slate-600 sm:not-sr-only dark:text-slate-400'
              }
            >
              {t(`status.project.${phase}`)}
            </span>
          </li>
        ))}
      </ol>
      {next ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.nextPhase', { phase: t(`status.project.${next.phase}`) })}
        </p>
      ) : null}
    </div>
  )
}
