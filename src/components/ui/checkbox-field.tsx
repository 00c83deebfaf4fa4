import type { InputHTMLAttributes, ReactNode } from 'react'
import { forwardRef, useId } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode
  error?: string
}

/** A checkbox with its label (which may hold a link) and its validation message. */
export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField(
  { label, error, id, ...props },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-blue-700 dark:accent-blue-400"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
})
