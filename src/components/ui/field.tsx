import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'
import { forwardRef, useId } from 'react'

import { cn } from './cn'

// A disabled control (a read-only form's fieldset) reads as such: greyed, no shadow.
const CONTROL =
  'rounded-md border bg-white px-3 py-2 text-base shadow-xs outline-none focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-700 disabled:shadow-none sm:text-sm dark:bg-slate-900 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-300'
/** The control's border colour: normal or invalid (one or the other, class names are not merged). */
const border = (error: string | undefined) =>
  error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'

type Shared = { label: ReactNode; error?: string; hint?: ReactNode }

/** Label, control and validation message, tied together for screen readers. */
const useFieldIds = (id: string | undefined) => {
  const generated = useId()
  const controlId = id ?? generated
  return { controlId, errorId: `${controlId}-error` }
}

const Shell = ({
  label,
  error,
  hint,
  controlId,
  errorId,
  children,
}: Shared & { controlId: string; errorId: string; children: ReactNode }) => (
  <div className="flex flex-col gap-1.5">
    <div className="flex items-baseline justify-between gap-2">
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {hint ? <span className="text-xs text-slate-600 dark:text-slate-400">{hint}</span> : null}
    </div>
    {children}
    {error ? (
      <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    ) : null}
  </div>
)

const describe = (error: string | undefined, errorId: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId : undefined,
})

export const Field = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Shared>(
  function Field({ label, error, hint, className, id, ...props }, ref) {
    const ids = useFieldIds(id)
    return (
      <Shell label={label} error={error} hint={hint} {...ids}>
        <input
          ref={ref}
          id={ids.controlId}
          {...describe(error, ids.errorId)}
          className={cn('min-h-10', CONTROL, border(error), className)}
          {...props}
        />
      </Shell>
    )
  },
)

export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & Shared
>(function TextareaField({ label, error, hint, className, id, ...props }, ref) {
  const ids = useFieldIds(id)
  return (
    <Shell label={label} error={error} hint={hint} {...ids}>
      <textarea
        ref={ref}
        id={ids.controlId}
        {...describe(error, ids.errorId)}
        className={cn('min-h-[150px]', CONTROL, border(error), className)}
        {...props}
      />
    </Shell>
  )
})

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & Shared
>(function SelectField({ label, error, hint, className, id, children, ...props }, ref) {
  const ids = useFieldIds(id)
  return (
    <Shell label={label} error={error} hint={hint} {...ids}>
      <select
        ref={ref}
        id={ids.controlId}
        {...describe(error, ids.errorId)}
        className={cn('min-h-10', CONTROL, border(error), className)}
        {...props}
      >
        {children}
      </select>
    </Shell>
  )
})
