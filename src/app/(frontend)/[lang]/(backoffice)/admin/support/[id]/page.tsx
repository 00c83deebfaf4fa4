import config from '@payload-config'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { Thread } from '@/components/files/thread'
import { StatusBadge } from '@/components/ui/status-badge'
import { formatDayTime } from '@/domain/dates/format'
import { CANNED_REPLY_KEYS } from '@/domain/settings/canned-replies'
import { isOpenRequest } from '@/domain/requests/status'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { peopleNames, fileMaxMegabytesOf } from '@/server/files'
import { loadThread } from '@/server/requests'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('support.thread.title') }

type Props = { params: Promise<{ id: string }> }

/** /admin/support/<id>: a request, its conversation with the client and the canned replies. */
const SupportThreadPage = async ({ params }: Props) => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const id = Number((await params).id)
  const thread = Number.isSafeInteger(id) && id > 0 ? await loadThread(payload, user, id) : null
  if (!thread) notFound()
  const { request, messages } = thread
  const [settings, names, maxMegabytes] = await Promise.all([
    payload.findGlobal({ slug: 'settings', depth: 0, user, overrideAccess: false }),
    peopleNames(
      payload,
      user,
      messages.map(({ author }) => author),
    ),
    fileMaxMegabytesOf(payload),
  ])
  const project =
    typeof request.project === 'object' ? request.project : { id: request.project, projectName: '' }
  const filesT = getT('fr', 'files')
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Link
        href="/admin/support"
        className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('support.thread.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words">{request.pageConcerned}</h1>
          <StatusBadge
            status={request.status}
            label={t(`requestStatus.${request.status}`, { ns: 'labels' })}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {project.projectName} · {formatDayTime(request.createdAt)}
        </p>
        <p className="break-words whitespace-pre-wrap">{request.changeDescription}</p>
      </header>
      <section
        aria-labelledby="conversation-title"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="conversation-title" className="text-lg font-semibold">
          {t('support.thread.title')}
        </h2>
        <Thread
          request={request.id}
          messages={messages}
          open={isOpenRequest(request.status)}
          canPost
          viewerId={user.id}
          nameOf={(author) =>
            author === null
              ? t('common.deletedAccount')
              : (names.get(author) ?? t('support.thread.client'))
          }
          lang="fr"
          t={filesT}
          maxMegabytes={maxMegabytes}
          empty={filesT('threadEmptyStudio')}
          cannedReplies={CANNED_REPLY_KEYS.map((key) => ({
            label: t(`cannedReply.${key}`, { ns: 'labels' }),
            text: settings.cannedReplies[key],
          }))}
        />
      </section>
    </div>
  )
}

export default SupportThreadPage
