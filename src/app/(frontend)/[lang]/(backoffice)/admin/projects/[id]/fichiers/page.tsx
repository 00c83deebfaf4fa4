import config from '@payload-config'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { DeliverableList } from '@/components/files/deliverable-list'
import { UploadForm } from '@/components/files/upload-form.client'
import { UploadSection } from '@/components/files/upload-section'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { listProjectDeliverables, peopleNames, fileMaxMegabytesOf } from '@/server/files'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('common.projectFiles') }

type Props = { params: Promise<{ id: string }> }

const SECTION =
  'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'

/**
 * /admin/projects/<id>/fichiers: the studio's deliverables (share one, send a new version) and
 * the client's files, with who sent each version and the client's approvals.
 */
const ProjectFilesPage = async ({ params }: Props) => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const project = await payload
    .findByID({ collection: 'client-projects', id, depth: 0, user, overrideAccess: false })
    .catch(() => notFound())
  const [files, maxMegabytes] = await Promise.all([
    listProjectDeliverables(payload, user, id),
    fileMaxMegabytesOf(payload),
  ])
  const all = [...files.studio, ...files.client]
  const names = await peopleNames(payload, user, [
    ...all.flatMap(({ files: versions }) => versions.map(({ uploadedBy }) => uploadedBy)),
    ...all.map(({ approval }) => (approval?.by as number | null | undefined) ?? null),
  ])
  const nameOf = (person: number | null | undefined) =>
    person ? (names.get(person) ?? t('common.deletedAccount')) : '—'
  const filesT = getT('fr', 'files')
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Link
        href="/admin/projects"
        className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('projects.files.back')}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">{project.projectName}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('projects.files.intro')}</p>
      </header>
      <section aria-labelledby="livrables-title" className={SECTION}>
        <h2 id="livrables-title" className="text-lg font-semibold">
          {filesT('studioTitle')}
        </h2>
        <DeliverableList
          items={files.studio}
          lang="fr"
          t={filesT}
          nameOf={nameOf}
          empty={filesT('studioEmpty')}
          actions={(item) => (
            <details>
              <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-blue-300">
                {filesT('newVersion')}
              </summary>
              <div className="pt-3">
                <UploadForm
                  lang="fr"
                  maxMegabytes={maxMegabytes}
                  deliverable={item.id}
                  submitLabel={filesT('sendVersion')}
                />
              </div>
            </details>
          )}
        />
        <UploadSection title={filesT('newStudioTitle')} open={!files.studio.length}>
          <UploadForm
            lang="fr"
            maxMegabytes={maxMegabytes}
            project={id}
            submitLabel={filesT('send')}
            studio
          />
        </UploadSection>
      </section>
      <section aria-labelledby="fichiers-client-title" className={SECTION}>
        <h2 id="fichiers-client-title" className="text-lg font-semibold">
          {filesT('clientTitleStudio')}
        </h2>
        <DeliverableList
          items={files.client}
          lang="fr"
          t={filesT}
          nameOf={nameOf}
          empty={filesT('clientEmpty')}
        />
      </section>
    </div>
  )
}

export default ProjectFilesPage
