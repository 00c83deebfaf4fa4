'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import type { PaginatedDocs } from 'payload'
import { useEffect, useState } from 'react'

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
  /** The filter's values, which the address may pick (`?status=live`) */
  filters?: readonly Filter[]
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

const initialCriteria = <Filter extends string>(
  params: URLSearchParams | null,
  filters: readonly Filter[],
): ListCriteria<Filter> => {
  const status = params?.get('status') as Filter | null | undefined
  return {
    search: params?.get('q') ?? '',
    filter: status && filters.includes(status) ? status : 'all',
    page: Math.max(1, Math.floor(Number(params?.get('page'))) || 1),
  }
}

/** The address with the list's criteria, the defaults left out. */
const addressOf = ({ search, filter, page }: ListCriteria<string>) => {
  const url = new URL(location.href)
  const set = (name: string, value: string, unset: string) =>
    value === unset ? url.searchParams.delete(name) : url.searchParams.set(name, value)
  set('q', search.trim(), '')
  set('status', filter, 'all')
  set('page', String(page), '1')
  return url.href
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
  inUrl = true,
  enabled = true,
  dependsOn = [],
}: Options<Filter>) => {
  const params = useSearchParams()
  const [initial] = useState(() => initialCriteria(inUrl ? params : null, filters))
  const [search, setSearch] = useState(initial.search)
  const [filter, setFilter] = useState<Filter | 'all'>(initial.filter)
  const [page, setPage] = useState(initial.page)
  const criteria: ListCriteria<Filter> = { search: useDebounced(search), filter, page }
  const address = inUrl && typeof location !== 'undefined' ? addressOf(criteria) : null
  useEffect(() => {
    // Replaced, not pushed: each key typed is not a step back.
    if (address && address !== location.href) history.replaceState(null, '', address)
  }, [address])
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
