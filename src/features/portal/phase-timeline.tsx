import { PROJECT_PHASES, projectProgress } from '@/domain/projects/phases'
import type { ProjectStatus } from '@/domain/projects/status'
import type { getT } from '@/i18n/translator'

/**
 * Where the project stands among its phases, how far along it is and the phase that comes next:
 * one measure (`projectProgress`), the current phase's bar filled as far as its work is. On a
 * phone the phases are named in one line under the bars (six labels would not fit under them);
 * each stays read aloud in the list.
 */
export const PhaseTimeline = ({
  status,
  phasePercent,
  t,
}: {
  status: ProjectStatus
  phasePercent: number | null | undefined
  t: ReturnType<typeof getT>
}) => {
  const progress = projectProgress(status, phasePercent)
  if (!progress) return null
  const { phases, step, steps, percent } = progress
  const next = phases.find(({ state }) => state === 'upcoming')
  const current = phases[step - 1]!
  const phaseName = (phase: (typeof PROJECT_PHASES)[number]) =>
    t(`projectStatus.${phase}`, { ns: 'labels' })
  return (
    <div className="flex flex-col gap-2">
      <ol aria-label={t('dashboard.timeline')} className="grid grid-cols-6 gap-1.5">
        {phases.map(({ phase, state, filled }) => (
          <li
            key={phase}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-col gap-1.5"
          >
            <span
              aria-hidden
              className={`h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 ${
                state === 'current' ? 'ring-2 ring-blue-700/25 dark:ring-blue-400/30' : ''
              }`}
            >
              <span
                className="block h-full rounded-full bg-blue-700 dark:bg-blue-400"
                style={{ width: `${filled}%` }}
              />
            </span>
            <span
              className={
                state === 'current'
                  ? 'sr-only text-xs font-semibold sm:not-sr-only'
                  : 'sr-only text-xs text-slate-600 sm:not-sr-only dark:text-slate-400'
              }
            >
              {phaseName(phase)}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {/* The list names the current phase for screen readers; this repeats it for the eyes. */}
        <span aria-hidden className="font-semibold text-slate-900 sm:hidden dark:text-slate-100">
          {phaseName(current.phase)} ·{' '}
        </span>
        <span className="font-semibold text-slate-900 dark:text-slate-100">
          {t('dashboard.step', { step, steps, percent })}
        </span>
        {next ? ` · ${t('dashboard.nextPhase', { phase: phaseName(next.phase) })}` : null}
      </p>
    </div>
  )
}
