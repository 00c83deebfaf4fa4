'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { callApi } from '@/components/api/api-client'
import { Button, buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { toast } from '@/components/ui/toast'
import { formatDayTime } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'
import type { ExportItem } from '@/server/privacy'

/**
 * 'Télécharger mes données': asks for the ZIP (built by the jobs queue, announced by e-mail) and
 * lists the exports being prepared or still open, each with its link while it lasts.
 */
export const DataExportPanel = ({ lang, exports }: { lang: Locale; exports: ExportItem[] }) => {
  const { t } = useTranslation('account')
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const ask = async () => {
    setBusy(true)
    try {
      await callApi('data-exports/request', { json: {}, lang })
      toast.success(t('data.exportRequested'))
      router.refresh()
    } catch {
      toast.error(t('data.exportError'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{t('data.exportTitle')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('data.exportIntro')}</p>
      {exports.length ? (
        <ul className="flex flex-col gap-2">
          {exports.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-sm">
                {item.ready && item.expiresAt
                  ? t('data.exportReady', { date: formatDayTime(item.expiresAt, lang) })
                  : t('data.exportPending')}
              </span>
              {item.url ? (
                <a href={item.url} className={buttonClasses('outline', { size: 'sm' })} download>
                  <Icon name="download" className="size-4" />
                  {t('data.download')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button variant="outline" onClick={ask} disabled={busy}>
          {t('data.exportAction')}
        </Button>
      </div>
    </div>
  )
}
