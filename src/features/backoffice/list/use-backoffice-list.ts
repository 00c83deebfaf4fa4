'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PaginatedDocs } from 'payload'
import { useState } from 'react'

import { callApi } from '@/components/api/api-client'

import { useDebounced } from './use-debounced'

/** What a list asks the server for: the search (once typing pauses), the filter and the page. */
export type ListCriteria<Filter extends string> = {
  search: string
  filter: Filter | 'all'
  page: number
}

type Options<Filter extends string> = {
  /** The query key's first part: mutations invalidate the list by it. */
  key: string
  /** The API path it reads (`/api/<path>`), which answers Payload's paginated shape */
  path: string
  /** The API query for the criteria (Payload's `where`, `sort`, `limit`, `page`, ...) */
  query: (criteria: ListCriteria<Filter>) => object
  initialSearch?: string
  initialFilter?: Filter | 'all'
  /** Whether it may ask yet (when the query needs something else loaded first) */
  enabled?: boolean
  /** What else the query depends on, besides the criteria */
  dependsOn?: unknown[]
}

/**
 * A back-office list's state and data: the search typed, the filter picked and the page, read
 * from the API with the previous page kept on screen while the next one loads. A new search or
 * filter goes back to the first page.
 */
export const useBackofficeList = <Doc, Filter extends string = never>({
  key,
  path,
  query,
  initialSearch = '',
  initialFilter = 'all',
  enabled = true,
  dependsOn = [],
}: Options<Filter>) => {
  const [search, setSearch] = useState(initialSearch)
  const [filter, setFilter] = useState<Filter | 'all'>(initialFilter)
  const [page, setPage] = useState(1)
  const criteria: ListCriteria<Filter> = { search: useDebounced(search), filter, page }
  const result = useQuery({
    queryKey: [key, criteria, ...dependsOn],
    queryFn: () => callApi<PaginatedDocs<Doc>>(path, { query: query(criteria) }),
    enabled,
    placeholderData: keepPreviousData,
  })
  return {
    search,
    setSearch: (value: string) => {
      setSearch(value)
      setPage(1)
    },
    filter,
    setFilter: (value: Filter | 'all') => {
      setFilter(value)
      setPage(1)
    },
    page,
    setPage,
    result,
    docs: result.data?.docs ?? [],
    totalPages: result.data?.totalPages ?? 1,
  }
}

export type BackofficeListState<Doc, Filter extends string> = ReturnType<
  typeof useBackofficeList<Doc, Filter>
>
