import config from '@payload-config'
import { getPayload } from 'payload'
import { Suspense } from 'react'

import { ProjectsView } from '@/features/backoffice/projects/projects-view.client'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('projects.title') }

/** Every project in a table; a row opens its side panel, where it is edited. */
const ProjectsPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('projects.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('projects.intro')}</p>
      </header>
      <Suspense>
        <ProjectsView />
      </Suspense>
    </div>
  )
}

export default ProjectsPage
