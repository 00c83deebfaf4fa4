'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { Button } from '@/components/ui/button'

import { ApiError, callApi } from '@/components/api/api-client'
import { useRedirectAfter } from './use-redirect-after'

type State = 'checking' | 'idle' | 'claiming' | 'success' | 'already-exists'

/** Redirects to the back office 1.5 s after becoming admin, the client area 2 s after a refusal. */
const AFTER_SUCCESS_MS = 1500
const AFTER_REFUSAL_MS = 2000

/** /first-setup: the first signed-in user may claim the admin role while no admin exists. */
export const FirstSetupPanel = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('auth')
  const [state, setState] = useState<State>('checking')
  useRedirectAfter(state === 'success', '/admin', AFTER_SUCCESS_MS)
  useRedirectAfter(
    state === 'already-exists',
    localizePath('/espace-client', lang),
    AFTER_REFUSAL_MS,
  )

  useEffect(() => {
    let current = true
    callApi<{ adminExists: boolean }>('users/first-setup')
      .then(({ adminExists }) => current && setState(adminExists ? 'already-exists' : 'idle'))
      .catch(() => {
        if (!current) return
        toast.error(t('firstSetup.error'))
        setState('idle')
      })
    return () => {
      current = false
    }
  }, [t])

  const claim = async () => {
    setState('claiming')
    try {
      await callApi('users/first-setup', { json: {}, lang })
      toast.success(t('firstSetup.success'))
      return setState('success')
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(t('firstSetup.exists'))
        return setState('already-exists')
      }
      toast.error(t(error instanceof ApiError ? 'firstSetup.error' : 'firstSetup.unexpected'))
    }
    setState('idle')
  }

  if (state === 'checking') {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {t('firstSetup.checking')}
      </p>
    )
  }
  if (state === 'success' || state === 'already-exists') {
    return (
      <div role="status" className="flex flex-col gap-2">
        <p className="font-semibold">
          {state === 'success' ? t('firstSetup.success') : t('firstSetup.exists')}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('firstSetup.redirecting')}</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('firstSetup.intro')}</p>
      <Button onClick={claim} disabled={state === 'claiming'}>
        {state === 'claiming' ? t('firstSetup.claiming') : t('firstSetup.claim')}
      </Button>
    </div>
  )
}
