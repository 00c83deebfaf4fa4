import config from '@payload-config'
import { getPayload } from 'payload'
import { localizePath } from '@/domain/web/locale-path'
import { Pager, pageOf } from '@/features/portal/pager'
import { EmptyText, PageHeader, Panel } from '@/features/portal/panel'
import { RequestForm } from '@/features/portal/request-form.client'
import { RequestList } from '@/features/portal/request-list'
import { portalMetadata, type PortalListProps } from '@/features/portal/page-metadata'
import { langOf } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts'
import { unreadCounts } from '@/server/requests'
import { listClientProjects, listClientRequests, responsePromises } from '@/server/projects'

export const generateMetadata = portalMetadata('requests.metaTitle')

/** The client's change requests, newest first, and the form for a new one. */
const RequestsPage = async (props: PortalListProps) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const { user, readOnly } = await requireClientArea(payload, lang)
  const t = getT(lang, 'portal')
  const page = await pageOf(props.searchParams)
  const [projects, requests] = await Promise.all([
    listClientProjects(payload, user),
    listClientRequests(payload, user, 20, page),
  ])
  const projectNames = new Map(projects.map(({ id, projectName }) => [id, projectName]))
  const [unread, responses] = await Promise.all([
    unreadCounts(
      payload,
      user,
      requests.docs.map(({ id }) => id),
    ),
    responsePromises(payload, requests.docs),
  ])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('requests.title')} intro={t('requests.intro')} />
      <Panel id="nouvelle-demande" title={t('requests.formTitle')}>
        {readOnly ? (
          <EmptyText>{t('viewAs.formDisabled')}</EmptyText>
        ) : projects.length ? (
          <RequestForm
            lang={lang}
            projects={projects.map(({ id, projectName }) => ({ id, name: projectName }))}
          />
        ) : (
          <EmptyText>{t('requests.noProject')}</EmptyText>
        )}
      </Panel>
      <Panel id="liste-demandes" title={t('requests.listTitle')}>
        {requests.docs.length ? (
          <RequestList
            requests={requests.docs}
            lang={lang}
            t={t}
            projectNames={projectNames}
            unread={unread}
            responses={responses}
          />
        ) : (
          <EmptyText>{t('requests.empty')}</EmptyText>
        )}
        <Pager
          path={localizePath('/espace-client/demandes', lang)}
          page={page}
          totalPages={requests.totalPages}
          t={t}
        />
      </Panel>
    </div>
  )
}

export default RequestsPage
