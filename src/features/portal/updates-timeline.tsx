import type { ProjectUpdate } from '@payload-types'
import type { Locale } from '@/domain/locales'
import { formatDay, isoDay } from '@/domain/dates/format'
import type { getT } from '@/i18n/translator'

import { StatusBadge } from '@/components/ui/status-badge'

/** The project's updates as a timeline, newest first, each with its date and status. */
export const UpdatesTimeline = ({
  updates,
  lang,
  t,
}: {
  updates: ProjectUpdate[]
  lang: Locale
  t: ReturnType<typeof getT>
}) => (
  <ol className="relative flex flex-col gap-6 border-l-2 border-slate-200 pl-6 dark:border-slate-800">
    {updates.map((update) => (
      <li key={update.id} className="relative flex flex-col gap-1.5">
        <span
          aria-hidden
          className="absolute top-1.5 -left-[31px] size-3 rounded-full border-2 border-white bg-blue-700 dark:border-slate-950 dark:bg-blue-400"
        />
        <div className="flex flex-wrap items-center gap-2">
          <time dateTime={isoDay(update.createdAt)} className="text-sm font-semibold">
            {formatDay(update.createdAt, lang)}
          </time>
          <StatusBadge
            status={update.status}
            label={t(`updateStatus.${update.status}`, { ns: 'labels' })}
          />
        </div>
        <p className="break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {update.updateNote}
        </p>
      </li>
    ))}
  </ol>
)
