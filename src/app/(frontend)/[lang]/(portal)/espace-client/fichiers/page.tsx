import type { Metadata } from 'next'

import { EmptyText, PageHeader, Panel } from '@/features/portal/panel'
import { ProjectFiles } from '@/features/portal/project-files'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts/view-as/view-as'
import {
  listProjectDeliverables,
  peopleNames,
  uploadLimit,
} from '@/server/files/project-files-view'
import { listClientProjects } from '@/server/projects/client-data'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'files')('metaTitle'),
  robots: { index: false },
})

/** /espace-client/fichiers: each project's deliverables and the client's own files. */
const FilesPage = async (props: LangParams) => {
  const lang = await langOf(props)
  const { user, readOnly } = await requireClientArea(lang)
  const t = getT(lang, 'files')
  const projects = await listClientProjects(user)
  const [lists, maxMegabytes] = await Promise.all([
    Promise.all(projects.map((project) => listProjectDeliverables(user, project.id))),
    uploadLimit(),
  ])
  const names = await peopleNames(user, [user.id])
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
