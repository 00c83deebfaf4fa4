'use client'

import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '@/domain/projects/status'

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
}) => (
  <select
    value={value}
    aria-label={label}
    disabled={disabled}
    onChange={(event) => onChange(event.target.value as ProjectStatus)}
    className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
  >
    {PROJECT_STATUSES.map((status) => (
      <option key={status} value={status}>
        {PROJECT_STATUS_LABELS[status]}
      </option>
    ))}
  </select>
)
