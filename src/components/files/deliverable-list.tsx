import type { ReactNode } from 'react'

import { formatDayTime } from '@/domain/dates/format'
import type { Locale } from '@/domain/locales'
import type { DeliverableView } from '@/server/files'
import type { getT } from '@/i18n/translator'

import { FileLink } from './file-link'

type Props = {
  items: DeliverableView[]
  lang: Locale
  t: ReturnType<typeof getT>
  /** A person's name by id; someone the reader may not look up is the studio. */
  nameOf: (id: number | null | undefined) => string
  empty: string
  /** What the reader may do on one item: approve it, send a new version. */
  actions?: (item: DeliverableView) => ReactNode
}

/**
 * Deliverables or client files, one card each: title, note, approval and every version, the
 * latest first. The same list in the portal and the back office.
 */
export const DeliverableList = ({ items, lang, t, nameOf, empty, actions }: Props) => {
  if (!items.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="font-semibold break-words">{item.title}</h3>
              {item.note ? (
                <p className="text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                  {item.note}
                </p>
              ) : null}
            </div>
            {/* A version sent after the approval is not approved yet: the badge waits for it. */}
            {item.approval?.at && item.approval.version === item.files[0]?.version ? (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                {t('approved')}
              </span>
            ) : null}
          </div>
          {item.approval?.at ? (
            <p className="text-xs text-emerald-800 dark:text-emerald-300">
              {t('approvedDetail', {
                name: nameOf(item.approval.by as number | null),
                date: formatDayTime(item.approval.at, lang),
                version: item.approval.version,
              })}
            </p>
          ) : null}
          <ol className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {item.files.map((file, index) => (
              <li key={file.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
                <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
                  {t('version', { version: file.version })}
                  {index === 0 ? ` · ${t('latest')}` : ''}
                  {' · '}
                  <span className="font-normal">
                    {t('uploadedOn', {
                      date: formatDayTime(file.createdAt, lang),
                      name: nameOf(file.uploadedBy),
                    })}
                  </span>
                </p>
                <FileLink file={file} lang={lang} t={t} />
              </li>
            ))}
          </ol>
          {actions ? actions(item) : null}
        </li>
      ))}
    </ul>
  )
}
