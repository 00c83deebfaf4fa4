import config from '@payload-config'
import { getPayload } from 'payload'
import { SupportView } from '@/features/backoffice/support/support-view.client'
import { requireBackOfficeUser } from '@/server/accounts'

export const metadata = { title: 'Support' }

/** The clients' change requests against the SLA. */
const SupportPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Demandes de support</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Les demandes des clients, les plus récentes d’abord, avec le temps écoulé.
        </p>
      </header>
      <SupportView />
    </div>
  )
}

export default SupportPage
