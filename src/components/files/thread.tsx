import type { Locale } from '@/domain/locales'
import type { getT } from '@/i18n/translator'
import type { MessageView } from '@/server/requests'

import { MarkRead } from './mark-read.client'
import { MessageForm } from './message-form.client'
import { MessageList } from './message-list'

type Props = {
  request: number
  messages: MessageView[]
  open: boolean
  viewerId: number
  nameOf: (id: number | null) => string
  lang: Locale
  t: ReturnType<typeof getT>
  maxMegabytes: number
  /** Hidden while an admin views a client's portal (read only). */
  canPost: boolean
  empty: string
  cannedReplies?: { label: string; text: string }[]
}

/**
 * A request's conversation with its form, the same in the portal and the back office. A finished
 * request keeps its messages and says why it takes no more.
 */
export const Thread = ({
  request,
  messages,
  open,
  canPost,
  empty,
  viewerId,
  nameOf,
  ...shared
}: Props) => (
  <div className="flex flex-col gap-4">
    {messages.length ? (
      <MessageList
        messages={messages}
        viewerId={viewerId}
        nameOf={nameOf}
        lang={shared.lang}
        t={shared.t}
      />
    ) : (
      <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
    )}
    {canPost ? <MarkRead request={request} /> : null}
    {!open ? (
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {shared.t('threadClosed')}
      </p>
    ) : canPost ? (
      <MessageForm
        request={request}
        lang={shared.lang}
        maxMegabytes={shared.maxMegabytes}
        cannedReplies={shared.cannedReplies}
      />
    ) : null}
  </div>
)
