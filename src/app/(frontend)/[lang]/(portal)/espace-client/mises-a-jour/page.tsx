import config from '@payload-config'
import { getPayload } from 'payload'
import { localizePath } from '@/domain/web/locale-path'
import { Pager, pageOf } from '@/features/portal/pager'
import { EmptyText, PageHeader } from '@/features/portal/panel'
import { UpdatesTimeline } from '@/features/portal/updates-timeline'
import { portalMetadata, type PortalListProps } from '@/features/portal/page-metadata'
import { langOf } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts'
import { listClientUpdates } from '@/server/projects'

export const generateMetadata = portalMetadata('updates.metaTitle')

/** The project's updates as a timeline, newest first. */
const UpdatesPage = async (props: PortalListProps) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const { user } = await requireClientArea(payload, lang)
  const t = getT(lang, 'portal')
  const page = await pageOf(props.searchParams)
  const updates = await listClientUpdates(payload, user, 20, page)
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('updates.title')} intro={t('updates.intro')} />
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {updates.docs.length ? (
          <UpdatesTimeline updates={updates.docs} lang={lang} t={t} />
        ) : (
          <EmptyText>{t('updates.empty')}</EmptyText>
        )}
      </div>
      <Pager
        path={localizePath('/espace-client/mises-a-jour', lang)}
        page={page}
        totalPages={updates.totalPages}
        t={t}
      />
    </div>
  )
}

export default UpdatesPage
