'use client'

import { Icon } from '@/components/ui/icon'
import { useState } from 'react'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { Button } from '@/components/ui/button'

import { callApi } from '@/components/api/api-client'
import { withNotice } from '@/domain/web/notices'

/**
 * Ends the session on the server (Payload removes it and clears the cookie), then loads /login
 * afresh so no page of the signed-in area stays in the router's memory for the back button.
 */
export const SignOutButton = ({ lang, label }: { lang: Locale; label: string }) => {
  const { t } = useTranslation('portal')
  const [pending, setPending] = useState(false)

  const signOut = async () => {
    setPending(true)
    try {
      await callApi('users/logout', { json: {}, lang })
      window.location.replace(withNotice(localizePath('/login', lang), 'signed-out'))
    } catch {
      toast.error(t('nav.signOutError'))
      setPending(false)
    }
  }

  return (
    <Button
      variant="ghost"
      onClick={signOut}
      disabled={pending}
      className="shrink-0 whitespace-nowrap"
    >
      <Icon name="log-out" className="size-4" />
      {label}
    </Button>
  )
}
