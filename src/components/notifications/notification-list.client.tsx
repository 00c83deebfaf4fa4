'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { formatDayTime } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

import {
  type BellEntry,
  hrefOf,
  latestNotifications,
  markAllRead,
  markRead,
} from './notification-api'

type Props = {
  lang: Locale
  /** The count changed (read, all read): the bell asks for it again. */
  onChange: () => Promise<void>
  onNavigate: () => void
}

/**
 * The bell's popover: the latest notifications, unread ones marked, each a link to its page that
 * marks it read on the way; and 'Tout marquer comme lu'.
 */
const NotificationList = ({ lang, onChange, onNavigate }: Props) => {
  const { t } = useTranslation('portal')
  const router = useRouter()
  const [entries, setEntries] = useState<BellEntry[] | null>(null)
  const [failed, setFailed] = useState(false)

  // Bumped after 'Tout marquer comme lu': the list is read again.
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let live = true
    latestNotifications(lang).then(
      (docs) => {
        if (live) setEntries(docs)
      },
      (error: unknown) => {
        console.error(error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [lang, version])

  const open = async (entry: BellEntry) => {
    onNavigate()
    // The page opens even if the mark fails; the entry then stays unread for the next look.
    if (!entry.readAt) await markRead(entry.id, lang).then(onChange).catch(console.error)
    router.push(hrefOf(entry.path, lang))
  }

  const readAll = async () => {
    try {
      await markAllRead(lang)
      setVersion((value) => value + 1)
      await onChange()
    } catch (error) {
      console.error(error)
      setFailed(true)
    }
  }

  if (failed) return <p className="p-2 text-sm text-red-700">{t('notifications.bell.loadError')}</p>
  if (!entries) return <p className="p-2 text-sm text-slate-600">…</p>
  if (!entries.length) {
    return <p className="p-2 text-sm text-slate-600">{t('notifications.bell.empty')}</p>
  }
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={hrefOf(entry.path, lang)}
              onClick={(event) => {
                event.preventDefault()
                void open(entry)
              }}
              className="flex flex-col gap-0.5 rounded-md px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className={entry.readAt ? '' : 'font-semibold'}>
                {entry.readAt ? null : (
                  <span className="sr-only">{`${t('notifications.bell.unreadMark')} `}</span>
                )}
                {t(`notifications.kinds.${entry.kind}`, { subject: entry.subject })}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {formatDayTime(entry.createdAt, lang)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {entries.some(({ readAt }) => !readAt) ? (
        <button
          type="button"
          onClick={() => void readAll()}
          className="rounded-md px-3 py-2 text-left text-sm font-medium text-blue-700 hover:bg-slate-100 dark:text-blue-300 dark:hover:bg-slate-800"
        >
          {t('notifications.bell.markAll')}
        </button>
      ) : null}
    </div>
  )
}

export default NotificationList
