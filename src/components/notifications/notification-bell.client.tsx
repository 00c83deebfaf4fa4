'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { useDismiss } from '@/components/ui/use-dismiss'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { countUnread, markPageRead } from './notification-api'

// The list's code comes with the first opening: most pages only show the count.
const NotificationList = lazy(() => import('./notification-list.client'))

/** How often an open page asks for the count again (also on coming back to the tab). */
const REFRESH_MS = 60_000

/**
 * The bell of the signed-in areas: the reader's unread count (in the button's accessible name)
 * and, opened, its latest notifications. The count is fetched once the page is up, then every
 * minute while the page is shown and whenever it comes back into view.
 */
export const NotificationBell = ({ lang, icon }: { lang: Locale; icon: ReactNode }) => {
  const { t } = useTranslation('portal')
  const [open, setOpen] = useState(false)
  const [unread, setUnread] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, root)

  const refresh = useCallback(async () => setUnread(await countUnread(lang)), [lang])

  // The page the reader is on is read: its notifications stop counting (a failure changes
  // nothing but the count, which the next refresh corrects).
  const pathname = usePathname()
  useEffect(() => {
    markPageRead(pathname, lang)
      .then((marked) => (marked > 0 ? refresh() : undefined))
      .catch(console.error)
  }, [pathname, lang, refresh])

  useEffect(() => {
    // A failed count keeps the last one: the list says so when opened.
    const load = () => {
      if (document.visibilityState === 'visible') void refresh().catch(console.error)
    }
    load()
    const timer = setInterval(load, REFRESH_MS)
    document.addEventListener('visibilitychange', load)
    window.addEventListener('focus', load)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', load)
      window.removeEventListener('focus', load)
    }
  }, [refresh])

  const label =
    unread === 0
      ? t('notifications.bell.unreadNone')
      : unread === 1
        ? t('notifications.bell.unreadOne')
        : t('notifications.bell.unreadMany', { count: unread })

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="notification-list"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {icon}
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        // On a phone the list spans the screen under the header, wherever the bell sits in it.
        <div
          id="notification-list"
          className="fixed inset-x-4 top-16 z-50 rounded-lg border border-slate-200 bg-white p-2 shadow-lg md:absolute md:inset-x-auto md:top-auto md:left-0 md:mt-2 md:w-80 dark:border-slate-700 dark:bg-slate-900"
        >
          <Suspense fallback={<p className="p-2 text-sm text-slate-600">…</p>}>
            <NotificationList lang={lang} onChange={refresh} onNavigate={close} />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
