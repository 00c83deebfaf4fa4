'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '@/components/api/api-client'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import type { Device } from '@/domain/auth/user-agent'
import { formatDayTime } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** A session as the page's server lists it (src/server/accounts/sessions/account-sessions.ts). */
export type SessionItem = {
  id: string
  current: boolean
  device: Device | null
  ip: string | null
  lastSeenAt: string | null
}

/**
 * The account's open sessions (device, address, last seen), listed by the page's server; end one,
 * or all the others, then the page reads the list again.
 */
export const SessionsPanel = ({ lang, sessions }: { lang: Locale; sessions: SessionItem[] }) => {
  const { t } = useTranslation('account')
  const router = useRouter()
  // "Chrome sur Linux", else what the user agent told of them, else "Appareil inconnu".
  const deviceName = (device: Device | null) =>
    device?.browser && device.system
      ? t('sessions.device', { browser: device.browser, system: device.system })
      : (device?.browser ?? device?.system ?? t('sessions.unknownDevice'))
  const [busy, setBusy] = useState(false)

  const end = async (body: { id: string } | { others: true }, done: string) => {
    setBusy(true)
    try {
      await callApi('users/sessions/end', { json: body, lang })
      toast.success(done)
      router.refresh()
    } catch {
      toast.error(t('sessions.error'))
    } finally {
      setBusy(false)
    }
  }

  const others = sessions.filter(({ current }) => !current)
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('sessions.intro')}</p>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex flex-col gap-0.5">
              <p className="font-medium">
                {deviceName(session.device)}
                {session.ip ? (
                  <>
                    {' · '}
                    <span>{session.ip}</span>
                  </>
                ) : null}
                {session.current ? ` · ${t('sessions.current')}` : null}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {session.lastSeenAt ? (
                  <time dateTime={session.lastSeenAt}>
                    {t('sessions.lastSeen', { date: formatDayTime(session.lastSeenAt, lang) })}
                  </time>
                ) : (
                  t('sessions.lastSeen', { date: '—' })
                )}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => end({ id: session.id }, t('sessions.ended'))}
              >
                {t('sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length ? (
        <Button
          variant="danger"
          disabled={busy}
          className="self-start"
          onClick={() => end({ others: true }, t('sessions.endedOthers'))}
        >
          {t('sessions.endOthers')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('sessions.none')}</p>
      )}
    </div>
  )
}
