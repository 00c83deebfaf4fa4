import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'

/**
 * The admin's unread messages per request of the page shown, counted by the server in one query.
 * Until they arrive (or if they fail) the column shows none rather than holding up the table.
 */
export const useUnreadCounts = (requestIds: number[]): Record<number, number> => {
  const ids = requestIds.join(',')
  const counts = useQuery({
    queryKey: ['request-unread', ids],
    queryFn: () =>
      callApi<{ unread: Record<number, number> }>('request-messages/unread', {
        query: payloadQuery({ requests: ids }),
      }),
    enabled: ids !== '',
  })
  return counts.data?.unread ?? {}
}
