import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Thread } from '@/components/files/thread'
import { StatusBadge } from '@/components/ui/status-badge'
import { isOpenRequest } from '@/domain/requests/status'
import { localizePath } from '@/domain/web/locale-path'
import { PageHeader, Panel } from '@/features/portal/panel'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts'
import { fileMaxMegabytesOf } from '@/server/files'
import { loadThread } from '@/server/requests'

type Props = LangParams & { params: Promise<{ lang: string; id: string }> }

export const generateMetadata = async (props: Props): Promise<Metadata> => ({
  title: getT(await langOf(props), 'files')('threadTitle'),
  robots: { index: false },
})

/** /espace-client/demandes/<id>: one request and its conversation with the studio. */
const RequestThreadPage = async (props: Props) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const { user, readOnly } = await requireClientArea(payload, lang)
  const id = Number((await props.params).id)
  // Another client's request, or none: the same 404, nothing told apart.
  const thread = Number.isSafeInteger(id) && id > 0 ? await loadThread(payload, user, id) : null
  if (!thread) notFound()
  const t = getT(lang, 'files')
  const tp = getT(lang, 'portal')
  const { request } = thread
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={localizePath('/espace-client/demandes', lang)}
        className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
      >
        ← {t('backToRequests')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={request.pageConcerned} intro={request.changeDescription} />
        <StatusBadge
          status={request.status}
          label={tp(`requestStatus.${request.status}`, { ns: 'labels' })}
        />
      </div>
      <Panel id="conversation" title={t('threadTitle')}>
        <Thread
          request={request.id}
          messages={thread.messages}
          open={isOpenRequest(request.status)}
          canPost={!readOnly}
          viewerId={user.id}
          nameOf={(author) => (author === user.id ? t('authorYou') : t('authorStudio'))}
          lang={lang}
          t={t}
          maxMegabytes={await fileMaxMegabytesOf(payload)}
          empty={t('threadEmpty')}
        />
      </Panel>
    </div>
  )
}

export default RequestThreadPage
