import { callApi } from '@/components/api/api-client'
import { payloadQuery } from '@/components/api/payload-query'
import type { NotificationKind } from '@/domain/notifications/kinds'
import type { Locale } from '@/domain/locales'
import { isFrenchOnly, localizePath, splitLocale } from '@/domain/web/locale-path'

/** A notification as the bell shows it. */
export type BellEntry = {
  id: number
  kind: NotificationKind
  subject: string
  path: string
  readAt?: string | null
  createdAt: string
}

const UNREAD = { readAt: { exists: false } }

/**
 * The bell's calls, on Payload's REST API: the access rules give each person its own rows only,
 * so the count and the list are the reader's without any filter of ours.
 */
export const countUnread = async (lang: Locale) =>
  (
    await callApi<{ totalDocs: number }>('notifications/count', {
      query: payloadQuery({ where: UNREAD }),
      lang,
    })
  ).totalDocs

export const latestNotifications = async (lang: Locale) =>
  (
    await callApi<{ docs: BellEntry[] }>('notifications', {
      query: payloadQuery({ sort: '-createdAt', limit: 8, depth: 0 }),
      lang,
    })
  ).docs

/** Marking read: the server stamps its own time, once (a second click changes nothing). */
const READ = () => ({ readAt: new Date().toISOString() })

export const markRead = (id: number, lang: Locale) =>
  callApi(`notifications/${id}`, { method: 'PATCH', json: READ(), lang })

export const markAllRead = (lang: Locale) =>
  callApi('notifications', {
    method: 'PATCH',
    query: payloadQuery({ where: UNREAD }),
    json: READ(),
    lang,
  })

/**
 * Opening a page reads its news: the reader's unread notifications that lead to it (by its path
 * without the language prefix, as they are stored) are marked read. Answers how many were.
 */
export const markPageRead = async (pathname: string, lang: Locale) =>
  (
    await callApi<{ docs: unknown[] }>('notifications', {
      method: 'PATCH',
      query: payloadQuery({
        where: { ...UNREAD, path: { equals: splitLocale(pathname).path } },
        depth: 0,
      }),
      json: READ(),
      lang,
    })
  ).docs.length

/** The page's address in the reader's language (the back office has only its French one). */
export const hrefOf = (path: string, lang: Locale) =>
  isFrenchOnly(path) ? path : localizePath(path, lang)
