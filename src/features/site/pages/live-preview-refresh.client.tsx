'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * On a draft framed by the CMS panel's live preview (or opened in its pop-up): Payload's
 * server-side live preview protocol, as its RefreshRouteOnSave does (that package is not among
 * the project's). The page tells the panel it is ready, then renders the draft again each time
 * the panel says the document was saved. Only messages of this origin count: the panel's own.
 */
export const LivePreviewRefresh = () => {
  const router = useRouter()
  useEffect(() => {
    const panel = window.parent !== window ? window.parent : window.opener
    if (!panel) return
    const { origin } = window.location
    const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.origin === origin && event.data?.type === 'payload-document-event') {
        router.refresh()
      }
    }
    window.addEventListener('message', onMessage)
    ;(panel as Window).postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
