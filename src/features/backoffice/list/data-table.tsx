'use client'

import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { columnLabels } from './column-labels'

const SKELETON_ROWS = 3

/** Grey bars in the table's shape while it loads; the first says so to a screen reader. */
const Skeleton = ({ columns, loading }: { columns: number; loading: string }) =>
  Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className="px-3 py-3">
          {row === 0 && column === 0 ? <span className="sr-only">{loading}</span> : null}
          <span className="block h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        </td>
      ))}
    </tr>
  ))

/**
 * A back-office table: its header, its rows, skeleton rows while loading, or one line saying it
 * failed or is empty (with what to do next). It fits its frame from 48rem on, and is a list of
 * cards below (by a container query, on the same markup). A last column without a name holds the
 * row's actions: the cards' footer.
 */
export const DataTable = ({
  columns,
  rows,
  query,
  empty,
  emptyNext,
  error,
}: {
  columns: string[]
  rows: ReactNode[]
  /** The list's query (TanStack Query): loading while pending, failed on error. */
  query: { isPending: boolean; isError: boolean }
  empty: string
  /** Under the empty line: what to do next (a hint and its button). */
  emptyNext?: ReactNode
  error?: string
}) => {
  const { t } = useTranslation('backoffice')
  const state = query.isPending ? 'loading' : query.isError ? 'error' : undefined
  return (
    // Positioned, so the header cells' visually hidden text stays inside the frame instead of
    // widening the page. Clipped rather than scrolled, so that the header sticks to the window's
    // top on a long list (a scrolling frame would hold it); the tables fit their frame instead.
    <div className="data-table-frame relative overflow-x-clip rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table
        className="data-table w-full text-sm"
        style={columnLabels(columns)}
        data-actions={columns.at(-1) === '' ? '' : undefined}
        aria-busy={state === 'loading'}
      >
        <thead className="border-b border-slate-200 text-left dark:border-slate-800">
          <tr>
            {columns.map((column, index) => (
              <th
                key={`${column}-${index}`}
                scope="col"
                className="sticky top-0 z-10 bg-white px-3 py-2 font-semibold first:rounded-tl-xl last:rounded-tr-xl dark:bg-slate-900"
              >
                {column || <span className="sr-only">{t('list.actions')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {state === 'loading' ? (
            <Skeleton columns={columns.length} loading={t('list.loading')} />
          ) : state || rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className="px-3 py-8 text-center text-slate-600 dark:text-slate-400"
              >
                {state === 'error' ? (error ?? t('list.loadError')) : empty}
                {state ? null : emptyNext}
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
