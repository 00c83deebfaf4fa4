'use client'

import { useRef, useState } from 'react'

import { cn } from '@/components/ui/cn'

type Kind = 'text' | 'number' | 'date'

/** The input's text for a stored value: dates as yyyy-mm-dd, empty for none. */
const toInput = (kind: Kind, value: string | number | null | undefined) => {
  if (value === null || value === undefined) return ''
  return kind === 'date' ? String(value).slice(0, 10) : String(value)
}

/** The value to store for the input's text: a number, an ISO date at midnight UTC, or null. */
const fromInput = (kind: Kind, text: string) => {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (kind === 'number') return Number(trimmed)
  if (kind === 'date') return `${trimmed}T00:00:00.000Z`
  return trimmed
}

/**
 * A project's field edited in place (in its panel): saved on Enter or when focus leaves, only if it changed; Escape
 * puts the stored value back. The server's answer (or refusal) arrives as a toast.
 */
export const InlineField = ({
  kind,
  value,
  label,
  onSave,
  className,
}: {
  kind: Kind
  value: string | number | null | undefined
  label: string
  onSave: (value: string | number | null) => void
  className?: string
}) => {
  const stored = toInput(kind, value)
  const [draft, setDraft] = useState(stored)
  const [editing, setEditing] = useState(false)
  // Escape blurs the field too: the blur must then not save what was typed.
  const cancelled = useRef(false)
  const shown = editing ? draft : stored
  const commit = () => {
    setEditing(false)
    if (!cancelled.current && draft !== stored) onSave(fromInput(kind, draft))
    cancelled.current = false
  }
  return (
    <input
      type={kind}
      value={shown}
      aria-label={label}
      min={kind === 'number' ? 0 : undefined}
      max={kind === 'number' ? 100 : undefined}
      onFocus={() => {
        setDraft(stored)
        setEditing(true)
      }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur()
        if (event.key === 'Escape') {
          // The edit is cancelled, not the panel around it closed.
          event.preventDefault()
          cancelled.current = true
          event.currentTarget.blur()
        }
      }}
      className={cn(
        'min-h-9 w-full rounded-md border border-slate-300 bg-transparent px-2 focus:border-blue-600 focus:bg-white dark:border-slate-700 dark:focus:bg-slate-950',
        className,
      )}
    />
  )
}
