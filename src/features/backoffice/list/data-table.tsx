import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

/**
 * A back-office table: its header, its rows, or one line saying it is loading, failed or empty
 * (or, while loading, the placeholder rows given). It scrolls sideways inside its frame on a
 * narrow screen.
 */
export const DataTable = ({
  columns,
  rows,
  query,
  empty,
  error = 'Erreur lors du chargement',
  placeholder,
  className = 'min-w-[48rem]',
}: {
  columns: string[]
  rows: ReactNode[]
  /** The list's query (TanStack Query): loading while pending, failed on error. */
  query: { isPending: boolean; isError: boolean }
  empty: string
  error?: string
  /** Rows shown while loading instead of 'Chargement...' (skeletons). */
  placeholder?: ReactNode
  className?: string
}) => {
  const state = query.isPending ? 'loading' : query.isError ? 'error' : undefined
  return (
    // Positioned, so the header cells' visually hidden text stays inside the scroll box instead
    // of widening the page.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className={cn('w-full text-sm', className)} aria-busy={state === 'loading'}>
        <thead className="border-b border-slate-200 text-left dark:border-slate-800">
          <tr>
            {columns.map((column, index) => (
              <th key={`${column}-${index}`} scope="col" className="px-3 py-2 font-semibold">
                {column || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {state === 'loading' && placeholder ? (
            placeholder
          ) : state || rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-8 text-slate-600 dark:text-slate-400">
                {/* Centred in the visible part of the box, not across the table's full width,
                    which a phone would only show by scrolling sideways. */}
                <p className="sticky left-0 max-w-[calc(100vw-2rem)] px-3 text-center">
                  {state === 'loading' ? 'Chargement...' : state === 'error' ? error : empty}
                </p>
              </td>
            </tr>
          ) : (
            rows
          )}
        </tbody>
      </table>
    </div>
  )
}
