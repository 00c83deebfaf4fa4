'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import type { PaginatedDocs } from 'payload'
import { useEffect, useRef, useState } from 'react'

import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'

import { addressWith, criteriaFromAddress, type ListCriteria } from './list-address'
import { useDebounced } from './use-debounced'

export type { ListCriteria }

type Options<Filter extends string> = {
  /** The query key's first part: mutations invalidate the list by it. */
  key: string
  /** The API path it reads (`/api/<path>`), which answers Payload's paginated shape */
  path: string
  /** The API query for the criteria (Payload's `where`, `sort`, `limit`, `page`, ...) */
  query: (criteria: ListCriteria<Filter>) => object
  /** The filter's values, which the address may pick (`?status=live`) */
  filters?: readonly Filter[]
  /** The filter's name in the address, when it is not a status */
  filterParam?: string
  /**
   * Whether the search, filter and page live in the address (`?q=&status=&page=`), so a reload,
   * a shared link or the back button finds the same list: off where a page holds several lists.
   */
  inUrl?: boolean
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
  filters = [],
  filterParam = 'status',
  inUrl = true,
  enabled = true,
  dependsOn = [],
}: Options<Filter>) => {
  const params = useSearchParams()
  const [initial] = useState(() => criteriaFromAddress(inUrl ? params : null, filters, filterParam))
  const [search, setSearch] = useState(initial.search)
  const [filter, setFilter] = useState<Filter | 'all'>(initial.filter)
  const [page, setPage] = useState(initial.page)
  const criteria: ListCriteria<Filter> = { search: useDebounced(search), filter, page }
  const written = useRef(initial)
  useEffect(() => {
    const before = written.current
    if (!inUrl || (search === before.search && filter === before.filter && page === before.page))
      return
    const shown = { search, filter, page }
    written.current = shown
    // Only on a change, and from the address as it is then: at the first render a client-side
    // navigation may not have written the new page's address yet. Replaced, not pushed: each key
    // typed is not a step back. The search as typed, not debounced: a write landing after a click
    // that navigates away would bring the list's address back.
    history.replaceState(null, '', addressWith(location.href, shown, filterParam))
  })
  const result = useQuery({
    queryKey: [key, criteria, ...dependsOn],
    queryFn: () => callApi<PaginatedDocs<Doc>>(path, { query: payloadQuery(query(criteria)) }),
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
    clear: () => {
      setSearch('')
      setFilter('all')
      setPage(1)
    },
    result,
    docs: result.data?.docs ?? [],
    totalPages: result.data?.totalPages ?? 1,
  }
}

export type BackofficeListState<Doc, Filter extends string> = ReturnType<
  typeof useBackofficeList<Doc, Filter>
>
