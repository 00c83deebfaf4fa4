'use client'

import { cn } from '@/components/ui/cn'
import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'
import { canMoveProject } from '@/domain/projects/transitions'
import { useTranslation } from '@/i18n/i18n-provider.client'

/**
 * The seven statuses, in order; those the project may not go to from its own (the domain's
 * transitions) are shown but disabled.
 */
export const StatusSelect = ({
  value,
  onChange,
  label,
  disabled,
  className,
}: {
  value: ProjectStatus
  onChange: (status: ProjectStatus) => void
  label: string
  disabled?: boolean
  className?: string
}) => {
  const { t } = useTranslation('backoffice')
  return (
    <select
      value={value}
      aria-label={label}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as ProjectStatus)}
      className={cn(
        'min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      {PROJECT_STATUSES.map((status) => (
        <option key={status} value={status} disabled={!canMoveProject(value, status)}>
          {t(`projectStatus.${status}`, { ns: 'labels' })}
        </option>
      ))}
    </select>
  )
}
