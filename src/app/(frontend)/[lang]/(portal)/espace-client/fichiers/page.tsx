import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'

import { EmptyText, PageHeader, Panel } from '@/features/portal/panel'
import { ProjectFiles } from '@/features/portal/project-files'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts'
import { listProjectDeliverables, peopleNames, fileMaxMegabytesOf } from '@/server/files'
import { listClientProjects } from '@/server/projects'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'files')('metaTitle'),
  robots: { index: false },
})

/** /espace-client/fichiers: each project's deliverables and the client's own files. */
const FilesPage = async (props: LangParams) => {
  const payload = await getPayload({ config })
  const lang = await langOf(props)
  const { user, readOnly } = await requireClientArea(payload, lang)
  const t = getT(lang, 'files')
  const projects = await listClientProjects(payload, user)
  const [lists, maxMegabytes] = await Promise.all([
    Promise.all(projects.map((project) => listProjectDeliverables(payload, user, project.id))),
    fileMaxMegabytesOf(payload),
  ])
  const names = await peopleNames(payload, user, [user.id])
  // The studio's accounts are not the client's to read: their uploads are "the studio".
  const nameOf = (id: number | null | undefined) =>
    id === user.id ? (names.get(id) ?? t('you')) : t('studio')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} intro={t('intro')} />
      {projects.length ? (
        projects.map((project, index) => (
          <ProjectFiles
            key={project.id}
            project={{ id: project.id, name: project.projectName }}
            showName={projects.length > 1}
            files={lists[index]!}
            lang={lang}
            t={t}
            nameOf={nameOf}
            maxMegabytes={maxMegabytes}
            readOnly={readOnly}
          />
        ))
      ) : (
        <Panel title={t('title')}>
          <EmptyText>{t('noProject')}</EmptyText>
        </Panel>
      )}
    </div>
  )
}

export default FilesPage
