'use client'

import type { ComponentProps, ReactNode } from 'react'

import { DataTable } from './data-table'
import { FilterSelect, SearchBox } from './list-filters.client'
import { ListPager } from './list-pager.client'
import type { BackofficeListState } from './use-backoffice-list'

type Props<Doc, Filter extends string> = {
  list: BackofficeListState<Doc, Filter>
  search?: { label: string; placeholder: string }
  filter?: { label: string; allLabel: string; options: Record<Filter, string> }
  /** More controls after the search and the filter */
  tools?: ReactNode
  /**
   * The table: its columns, its rows, and what it says when empty, loading or failed (by the
   * list's query unless another state is given)
   */
  table: Omit<ComponentProps<typeof DataTable>, 'query'> & {
    query?: ComponentProps<typeof DataTable>['query']
  }
}

/** The filter most lists have: by status, every status first. */
export const statusFilter = <Status extends string>(options: Record<Status, string>) => ({
  label: 'Filtrer par statut',
  allLabel: 'Tous les statuts',
  options,
})

/** A back-office list: its search and filter, the table (or its state), then the pager. */
export const BackofficeList = <Doc, Filter extends string = never>({
  list,
  search,
  filter,
  tools,
  table,
}: Props<Doc, Filter>) => (
  <div className="flex flex-col gap-4">
    {search || filter || tools ? (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {search ? <SearchBox value={list.search} onChange={list.setSearch} {...search} /> : null}
        {filter ? <FilterSelect value={list.filter} onChange={list.setFilter} {...filter} /> : null}
        {tools}
      </div>
    ) : null}
    <DataTable query={list.result} {...table} />
    <ListPager page={list.page} totalPages={list.totalPages} onPage={list.setPage} />
  </div>
)
