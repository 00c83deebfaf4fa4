import Link from 'next/link'

import type { ClientRequest } from '@payload-types'
import { localizePath } from '@/domain/web/locale-path'
import type { Locale } from '@/domain/locales'
import { formatDay, formatDayTime, isoDay } from '@/domain/dates/format'
import type { getT } from '@/i18n/translator'
import type { ResponsePromise } from '@/server/projects'

import { StatusBadge } from '@/components/ui/status-badge'

type Props = {
  requests: ClientRequest[]
  lang: Locale
  t: ReturnType<typeof getT>
  /** Project names by id, shown when the client has more than one project. */
  projectNames?: Map<number, string>
  /** Unread messages per request, from the studio. */
  unread?: Record<number, number>
  /** By when each waiting request is taken on (see responsePromises). */
  responses?: Record<number, ResponsePromise>
}

/** By when a waiting request is taken on, in amber once that moment has passed. */
const ResponseLine = ({
  promise,
  lang,
  t,
}: {
  promise: ResponsePromise
  lang: Locale
  t: Props['t']
}) => (
  <p
    data-testid="response-promise"
    className={`text-xs font-medium ${promise.late ? 'text-amber-700 dark:text-amber-300' : 'text-slate-700 dark:text-slate-300'}`}
  >
    <time dateTime={promise.dueAt}>
      {t(promise.late ? 'requests.responseLate' : 'requests.responseBy', {
        date: formatDayTime(promise.dueAt, lang),
      })}
    </time>
  </p>
)

export const RequestList = ({
  requests,
  lang,
  t,
  projectNames,
  unread = {},
  responses = {},
}: Props) => (
  <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
    {requests.map((request) => {
      const projectId = typeof request.project === 'object' ? request.project.id : request.project
      return (
        <li key={request.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold break-words">
              <Link
                href={localizePath(`/espace-client/demandes/${request.id}`, lang)}
                className="text-blue-700 hover:underline dark:text-blue-300"
              >
                {request.pageConcerned}
              </Link>
              {projectNames && projectNames.size > 1 ? (
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  {' · '}
                  {projectNames.get(projectId)}
                </span>
              ) : null}
            </p>
            <StatusBadge
              status={request.status}
              label={t(`requestStatus.${request.status}`, { ns: 'labels' })}
            />
          </div>
          <p className="text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
            {request.changeDescription}
          </p>
          {responses[request.id] ? (
            <ResponseLine promise={responses[request.id]!} lang={lang} t={t} />
          ) : null}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={isoDay(request.createdAt)}>
              {t('requests.sentOn', { date: formatDay(request.createdAt, lang) })}
            </time>
            {' · '}
            <Link
              href={localizePath(`/espace-client/demandes/${request.id}#conversation`, lang)}
              className="font-medium text-blue-700 hover:underline dark:text-blue-300"
            >
              {t('requests.openThread')}
            </Link>
            {unread[request.id] ? (
              <span className="ml-2 rounded-full bg-blue-600 px-2 py-0.5 font-semibold text-white">
                {t('requests.unread', { count: unread[request.id] })}
              </span>
            ) : null}
            {request.resolvedAt ? (
              <>
                {' · '}
                <time dateTime={isoDay(request.resolvedAt)}>
                  {t('requests.resolvedOn', { date: formatDay(request.resolvedAt, lang) })}
                </time>
              </>
            ) : null}
          </p>
        </li>
      )
    })}
  </ul>
)
