'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { toast } from '@/components/ui/toast'

import { NOTICE_PARAM, NOTICES, type Notice } from '@/domain/web/notices'

const isNotice = (value: string | null): value is Notice =>
  (NOTICES as readonly (string | null)[]).includes(value)

type Texts = {
  accessDeniedTitle: string
  accessDeniedDescription: string
  signedOut: string
  accountErased: string
}

/**
 * Shows the notice a redirect carried, then drops it from the address bar. Its words come
 * translated from the layout, which every page shares (no translation library in the browser).
 */
export const FlashNotice = ({ texts }: { texts: Texts }) => {
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const notice = params.get(NOTICE_PARAM)

  useEffect(() => {
    if (!isNotice(notice)) return
    if (notice === 'access-denied') {
      toast.error(texts.accessDeniedTitle, {
        id: notice,
        description: texts.accessDeniedDescription,
      })
    } else {
      toast.success(notice === 'signed-out' ? texts.signedOut : texts.accountErased, {
        id: notice,
      })
    }
    const rest = new URLSearchParams(params)
    rest.delete(NOTICE_PARAM)
    const query = rest.toString()
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }, [notice, params, pathname, router, texts])

  return null
}
