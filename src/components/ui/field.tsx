import type { InputHTMLAttributes, ReactNode } from 'react'
import { forwardRef, useId } from 'react'

import { cn } from './cn'

type Props = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string }

/** A labelled input with its validation message, announced to screen readers. */
export const Field = forwardRef<HTMLInputElement, Props>(function Field(
  { label, error, className, id, ...props },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-xs outline-none focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 sm:text-sm dark:border-slate-700 dark:bg-slate-900',
          error && 'border-red-600 dark:border-red-400',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
})
