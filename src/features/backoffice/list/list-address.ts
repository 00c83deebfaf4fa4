/** What a list asks the server for: the search (once typing pauses), the filter and the page. */
export type ListCriteria<Filter extends string> = {
  search: string
  filter: Filter | 'all'
  page: number
}

/**
 * A list's criteria read from its address (`?q=&status=&page=`): an unknown filter or a page that
 * is not a positive whole number (or is past any real one) reads as the default, not as an error.
 */
export const criteriaFromAddress = <Filter extends string>(
  params: Pick<URLSearchParams, 'get'> | null,
  filters: readonly Filter[],
  filterParam = 'status',
): ListCriteria<Filter> => {
  const filter = params?.get(filterParam) as Filter | null | undefined
  const page = Math.floor(Number(params?.get('page')))
  return {
    search: params?.get('q') ?? '',
    filter: filter && filters.includes(filter) ? filter : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

/** The address with the list's criteria, the defaults left out and other parameters kept. */
export const addressWith = (
  href: string,
  { search, filter, page }: ListCriteria<string>,
  filterParam = 'status',
) => {
  const url = new URL(href)
  const set = (name: string, value: string, unset: string) =>
    value === unset ? url.searchParams.delete(name) : url.searchParams.set(name, value)
  set('q', search.trim(), '')
  set(filterParam, filter, 'all')
  set('page', String(page), '1')
  return url.href
}
