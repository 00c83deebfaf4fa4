import { cn } from '@/components/ui/cn'
import { formatDayTime } from '@/domain/dates/format'
import { splitLinks } from '@/domain/files/text-links'
import type { Locale } from '@/domain/locales'
import type { getT } from '@/i18n/translator'
import type { MessageView } from '@/server/requests'

import { FileLink } from './file-link'

/** A message's text: links as links (http(s) only), the rest as text React escapes. */
const MessageText = ({ body }: { body: string }) => (
  <p className="text-sm break-words whitespace-pre-wrap">
    {splitLinks(body).map((part, index) =>
      part.kind === 'link' ? (
        <a
          key={index}
          href={part.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-blue-700 underline dark:text-blue-300"
        >
          {part.text}
        </a>
      ) : (
        part.text
      ),
    )}
  </p>
)

/**
 * A request's conversation, oldest first: who wrote, when, the text and its attachments. The
 * reader's own messages sit on the right; unread ones carry a "New" mark.
 */
export const MessageList = ({
  messages,
  viewerId,
  nameOf,
  lang,
  t,
}: {
  messages: MessageView[]
  viewerId: number
  nameOf: (id: number | null) => string
  lang: Locale
  t: ReturnType<typeof getT>
}) => (
  <ol className="flex flex-col gap-3">
    {messages.map((message) => {
      const own = message.author === viewerId
      return (
        <li
          key={message.id}
          id={`message-${message.id}`}
          className={cn(
            'flex max-w-[90%] flex-col gap-2 rounded-lg border p-3 sm:max-w-[80%]',
            own
              ? 'self-end border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950/40'
              : 'self-start border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          )}
        >
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <span className="font-semibold text-slate-900 dark:text-slate-100">
              {nameOf(message.author)}
            </span>
            <time dateTime={message.createdAt}>{formatDayTime(message.createdAt, lang)}</time>
            {message.unread ? (
              <span className="rounded-full bg-blue-600 px-2 py-0.5 font-semibold text-white">
                {t('unread')}
              </span>
            ) : null}
          </p>
          <MessageText body={message.body} />
          {message.attachments.length ? (
            <div className="flex flex-col gap-1" aria-label={t('attachmentsOf')}>
              {message.attachments.map((file) => (
                <FileLink key={file.id} file={file} lang={lang} t={t} />
              ))}
            </div>
          ) : null}
        </li>
      )
    })}
  </ol>
)
