'use client'

import { useEarlyValue } from '@/components/ui/use-early-value'

const CONTROL =
  'min-h-10 rounded-md border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900'

/** A list's search box; `onChange` gets the text (the list goes back to its first page). */
export const SearchBox = ({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string
  onChange: (value: string) => void
  label: string
  placeholder: string
}) => (
  <input
    ref={useEarlyValue<HTMLInputElement>(value, onChange)}
    type="search"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    placeholder={placeholder}
    aria-label={label}
    className={`${CONTROL} flex-1`}
  />
)

/** A list's filter: 'all' first, then the given values, each named by `labelOf`. */
export const FilterSelect = <T extends string>({
  value,
  onChange,
  label,
  allLabel,
  values,
  labelOf,
}: {
  value: T | 'all'
  onChange: (value: T | 'all') => void
  label: string
  allLabel: string
  values: readonly T[]
  labelOf: (value: T) => string
}) => (
  <select
    ref={useEarlyValue<HTMLSelectElement>(value, (picked) => onChange(picked as T | 'all'))}
    value={value}
    onChange={(event) => onChange(event.target.value as T | 'all')}
    aria-label={label}
    className={CONTROL}
  >
    <option value="all">{allLabel}</option>
    {values.map((key) => (
      <option key={key} value={key}>
        {labelOf(key)}
      </option>
    ))}
  </select>
)
