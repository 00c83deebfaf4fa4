'use client'

import type { TFunction } from 'i18next'
import type { ComponentProps, ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { DataTable } from './data-table'
import { FilterSelect, SearchBox } from './list-filters.client'
import { ListPager } from './list-pager.client'
import type { BackofficeListState } from './use-backoffice-list'

type Props<Doc, Filter extends string> = {
  list: BackofficeListState<Doc, Filter>
  search?: { label: string; placeholder: string }
  filter?: Omit<ComponentProps<typeof FilterSelect<Filter>>, 'value' | 'onChange'>
  /** More controls after the search and the filter */
  tools?: ReactNode
  /**
   * The table: its columns, its rows, and what it says when empty, loading or failed (by the
   * list's query unless another state is given). `emptyNext` is what to do when nothing exists
   * yet; a search or filter that finds nothing offers to clear them instead.
   */
  table: Omit<ComponentProps<typeof DataTable>, 'query'> & {
    query?: ComponentProps<typeof DataTable>['query']
  }
}

/** The filter most lists have: by status, every status first, each named by `labelOf`. */
export const statusFilter = <Status extends string>(
  t: TFunction<'backoffice'>,
  values: readonly Status[],
  labelOf: (status: Status) => string,
) => ({ label: t('list.statusFilter'), allLabel: t('list.allStatuses'), values, labelOf })

/** Under an empty table: what to do next, and the button that does it. */
export const EmptyNext = ({ hint, children }: { hint: string; children?: ReactNode }) => (
  <span className="mt-2 flex flex-col items-center gap-3 text-sm">
    {hint}
    {children}
  </span>
)

/** A back-office list: its search and filter, the table (or its state), then the pager. */
export const BackofficeList = <Doc, Filter extends string = never>({
  list,
  search,
  filter,
  tools,
  table,
}: Props<Doc, Filter>) => {
  const { t } = useTranslation('backoffice')
  const narrowed = list.search.trim() !== '' || list.filter !== 'all'
  return (
    <div className="flex flex-col gap-4">
      {search || filter || tools ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {search ? <SearchBox value={list.search} onChange={list.setSearch} {...search} /> : null}
          {filter ? (
            <FilterSelect value={list.filter} onChange={list.setFilter} {...filter} />
          ) : null}
          {tools}
        </div>
      ) : null}
      <DataTable
        query={list.result}
        {...table}
        emptyNext={
          narrowed ? (
            <EmptyNext hint={t('list.narrowedHint')}>
              <Button variant="outline" size="sm" onClick={list.clear}>
                {t('list.clear')}
              </Button>
            </EmptyNext>
          ) : (
            table.emptyNext
          )
        }
      />
      <ListPager page={list.page} totalPages={list.totalPages} onPage={list.setPage} />
    </div>
  )
}
