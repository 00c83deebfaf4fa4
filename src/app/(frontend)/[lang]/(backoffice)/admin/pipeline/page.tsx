import config from '@payload-config'
import { getPayload } from 'payload'

import { PipelineBoard } from '@/features/backoffice/pipeline/pipeline-board.client'
import { requireBackOfficeUser } from '@/server/accounts'
import { loadPipeline } from '@/server/projects'

export const metadata = { title: 'Pipeline' }

/** The project pipeline, rendered complete on the server, then live in the browser. */
const PipelinePage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  const pipeline = await loadPipeline(await getPayload({ config }))
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Pipeline</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Glissez un projet d’une colonne à l’autre, ou changez son statut sur sa carte.
        </p>
      </header>
      <PipelineBoard initial={pipeline} />
    </div>
  )
}

export default PipelinePage
