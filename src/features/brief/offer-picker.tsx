import type { UseFormRegisterReturn } from 'react-hook-form'

import { cn } from '@/components/ui/cn'
import { PROJECT_TYPES, type ProjectType } from '@/domain/projects/type'

type Props = {
  legend: string
  error?: string
  /** Each offer's name (the `labels` words, from the server) and delivery time. */
  names: Readonly<Record<ProjectType, string>>
  delivery: (type: ProjectType) => string
  /** Each offer's price as the home publishes it, formatted; an offer without one shows none. */
  prices: Partial<Record<ProjectType, string>>
  register: UseFormRegisterReturn<'projectType'>
}

/** The three offers as radio cards with their price and delivery time. */
export const OfferPicker = ({ legend, error, names, delivery, prices, register }: Props) => (
  <fieldset
    aria-describedby={error ? 'projectType-error' : undefined}
    className="flex flex-col gap-2"
  >
    <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
    <div className="grid gap-3 sm:grid-cols-3">
      {PROJECT_TYPES.map((type) => (
        <label
          key={type}
          className={cn(
            'flex cursor-pointer flex-col gap-1 rounded-lg border p-4 has-checked:border-blue-600 has-checked:bg-blue-50 has-checked:ring-1 has-checked:ring-blue-600 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950',
            error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700',
          )}
        >
          <span className="flex items-center gap-2 font-semibold">
            <input type="radio" value={type} className="size-4 accent-blue-700" {...register} />
            {names[type]}
          </span>
          {prices[type] === undefined ? null : (
            <span className="text-lg font-bold whitespace-nowrap">{prices[type]}</span>
          )}
          <span className="text-sm text-slate-600 dark:text-slate-400">{delivery(type)}</span>
        </label>
      ))}
    </div>
    {error ? (
      <p id="projectType-error" className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    ) : null}
  </fieldset>
)
