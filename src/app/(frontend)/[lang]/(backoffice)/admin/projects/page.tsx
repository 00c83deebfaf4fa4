import config from '@payload-config'
import { getPayload } from 'payload'
import { Suspense } from 'react'

import { ProjectsView } from '@/features/backoffice/projects/projects-view.client'
import { requireBackOfficeUser } from '@/server/accounts'

export const metadata = { title: 'Projets' }

/** Every project in a table; a row opens its side panel, where it is edited. */
const ProjectsPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Projets</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Cliquez sur un projet pour ouvrir ses détails et les modifier ; chaque champ est
          enregistré dès que vous le quittez.
        </p>
      </header>
      <Suspense>
        <ProjectsView />
      </Suspense>
    </div>
  )
}

export default ProjectsPage
