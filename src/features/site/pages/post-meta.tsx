import { formatDay, isoDay } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'

/** Date and author line of a post. */
export const PostMeta = ({
  lang,
  publishedAt,
  byline,
}: {
  lang: Locale
  publishedAt: string | null
  byline: string
}) => (
  <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-400">
    {publishedAt ? (
      <time dateTime={isoDay(publishedAt)}>{formatDay(publishedAt, lang)}</time>
    ) : null}
    <span>{byline}</span>
  </p>
)
