'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'

import { NOTICE_PARAM, NOTICES, type Notice } from './notices'

const isNotice = (value: string | null): value is Notice =>
  (NOTICES as readonly (string | null)[]).includes(value)

/** Shows the notice a redirect carried, then drops it from the address bar. */
export const FlashNotice = () => {
  const { t } = useTranslation('common')
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const notice = params.get(NOTICE_PARAM)

  useEffect(() => {
    if (!isNotice(notice)) return
    if (notice === 'access-denied') {
      toast.error(t('notices.accessDeniedTitle'), {
        id: notice,
        description: t('notices.accessDeniedDescription'),
      })
    } else {
      toast.success(t('notices.signedOut'), { id: notice })
    }
    const rest = new URLSearchParams(params)
    rest.delete(NOTICE_PARAM)
    const query = rest.toString()
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }, [notice, params, pathname, router, t])

  return null
}
