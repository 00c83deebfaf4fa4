'use client'

import { useState } from 'react'

import { ApiError, callApi } from '@/components/api/api-client'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/domain/locales'
import type { EmailChoiceKind, NotificationKind } from '@/domain/notifications/kinds'
import { useTranslation } from '@/i18n/i18n-provider.client'

type Props = {
  lang: Locale
  accountId: number
  /** The kinds this side hears of and may choose for (a client's, or the studio's). */
  kinds: EmailChoiceKind[]
  /** The kinds the account keeps in the app only, as saved. */
  inAppOnly: NotificationKind[]
  /** What always comes by e-mail on this side: the invoices, or the studio inbox's mails. */
  note: 'invoiceNote' | 'studioNote'
}

/**
 * The account's choice, per kind: in the app only, or in the app and by e-mail. Each change is
 * saved at once on the account (its own `notificationsInAppOnly`); a refused save goes back.
 */
export const NotificationChoices = ({ lang, accountId, kinds, inAppOnly, note }: Props) => {
  const { t } = useTranslation('portal')
  const [saved, setSaved] = useState(inAppOnly)
  const [pending, setPending] = useState(false)

  const choose = async (kind: NotificationKind, byEmail: boolean) => {
    const next = byEmail ? saved.filter((value) => value !== kind) : [...saved, kind]
    setPending(true)
    try {
      await callApi(`users/${accountId}`, {
        method: 'PATCH',
        json: { notificationsInAppOnly: next },
        lang,
      })
      setSaved(next)
      toast.success(t('notifications.choices.saved'))
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 400
          ? error.message
          : t('notifications.choices.saveError'),
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('notifications.choices.intro')}
      </p>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {kinds.map((kind) => {
          const byEmail = !saved.includes(kind)
          return (
            <li key={kind} className="py-3 first:pt-0 last:pb-0">
              <fieldset className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <legend className="float-left font-medium sm:float-none">
                  {t(`notifications.choices.kinds.${kind}`)}
                </legend>
                <div className="flex flex-wrap gap-4 text-sm">
                  {([false, true] as const).map((email) => (
                    <label key={String(email)} className="inline-flex items-center gap-2">
                      <input
                        type="radio"
                        name={`notify-${kind}`}
                        checked={byEmail === email}
                        disabled={pending}
                        onChange={() => void choose(kind, email)}
                        className="size-4 accent-blue-700"
                      />
                      {t(email ? 'notifications.choices.email' : 'notifications.choices.inApp')}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(`notifications.choices.${note}`)}
      </p>
    </div>
  )
}
