'use client'

import { PROJECT_STATUSES, type ProjectStatus } from '@/domain/projects/status'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** The seven statuses; any may follow any other. */
export const StatusSelect = ({
  value,
  onChange,
  label,
  disabled,
}: {
  value: ProjectStatus
  onChange: (status: ProjectStatus) => void
  label: string
  disabled?: boolean
}) => {
  const { t } = useTranslation('backoffice')
  return (
    <select
      value={value}
      aria-label={label}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as ProjectStatus)}
      className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {PROJECT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`projectStatus.${status}`, { ns: 'labels' })}
        </option>
      ))}
    </select>
  )
}
