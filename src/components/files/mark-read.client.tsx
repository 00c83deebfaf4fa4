'use client'

import { useEffect } from 'react'

import { callApi } from '@/components/api/api-client'

/**
 * Marks the request's thread read once the page showing it is on screen (not when it is only
 * prefetched). A failure only leaves the messages unread; the next visit tries again.
 */
export const MarkRead = ({ request }: { request: number }) => {
  useEffect(() => {
    callApi('request-messages/read', { json: { request } }).catch((error: unknown) =>
      console.warn('[thread] read marker not saved', error),
    )
  }, [request])
  return null
}
