import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

import { columnLabels } from './column-labels'

/**
 * A back-office table: its header, its rows, or one line saying it is loading, failed or empty
 * (or, while loading, the placeholder rows given). It fits its frame from 48rem on, and is a list
 * of cards below (by a container query, on the same markup). A last column without a name holds
 * the row's actions: the cards' footer.
 */
export const DataTable = ({
  columns,
  rows,
  query,
  empty,
  error = 'Erreur lors du chargement',
  placeholder,
}: {
  columns: string[]
  rows: ReactNode[]
  /** The list's query (TanStack Query): loading while pending, failed on error. */
  query: { isPending: boolean; isError: boolean }
  empty: string
  error?: string
  /** Rows shown while loading instead of 'Chargement...' (skeletons). */
  placeholder?: ReactNode
}) => {
  const state = query.isPending ? 'loading' : query.isError ? 'error' : undefined
  return (
    // Positioned, so the header cells' visually hidden text stays inside the frame instead of
    // widening the page; scrolling is the last resort of a table that cannot fit.
    <div className="data-table-frame relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table
        className="data-table w-full text-sm"
        style={columnLabels(columns)}
        data-actions={columns.at(-1) === '' ? '' : undefined}
        aria-busy={state === 'loading'}
      >
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
              <td
                colSpan={columns.length}
                className="px-3 py-8 text-center text-slate-600 dark:text-slate-400"
              >
                {state === 'loading' ? 'Chargement...' : state === 'error' ? error : empty}
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

/**
 * A long text in a table cell: one line clipped with an ellipsis on a wide screen, the whole text
 * on hover (title) and in the cards of a narrow one.
 */
export const Clip = ({ text, className }: { text: string; className?: string }) => (
  <span className={cn('data-clip', className)} title={text}>
    {text}
  </span>
)
