import config from '@payload-config'
import { getPayload } from 'payload'

import { ClientsView } from '@/features/backoffice/clients/clients-view.client'
import { DataExportsList } from '@/features/backoffice/clients/data-exports-list'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { listOwnExports } from '@/server/privacy'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('clients.title') }

/** The client accounts, and the data exports this admin ran for them. */
const ClientsPage = async () => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  const exports = await listOwnExports(await getPayload({ config }), user)
  return (
    <div className="flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('clients.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('clients.intro')}</p>
      </header>
      <DataExportsList exports={exports} />
      <ClientsView />
    </div>
  )
}

export default ClientsPage
