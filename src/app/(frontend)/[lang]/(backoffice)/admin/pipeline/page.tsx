import config from '@payload-config'
import { getPayload } from 'payload'

import { PipelineBoard } from '@/features/backoffice/pipeline/pipeline-board.client'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { loadPipeline } from '@/server/projects'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('pipeline.title') }

/** The project pipeline, rendered complete on the server, then live in the browser. */
const PipelinePage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  const pipeline = await loadPipeline(await getPayload({ config }))
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('pipeline.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('pipeline.intro')}</p>
      </header>
      <PipelineBoard initial={pipeline} />
    </div>
  )
}

export default PipelinePage
