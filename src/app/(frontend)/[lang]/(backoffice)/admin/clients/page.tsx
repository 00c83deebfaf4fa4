import { ClientsView } from '@/features/backoffice/clients/clients-view.client'
import { requireBackOfficeUser } from '@/server/auth/session'

export const metadata = { title: 'Clients' }

/** The client accounts. */
const ClientsPage = async () => {
  await requireBackOfficeUser()
  return (
    <div className="flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Clients</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Les comptes clients, avec le statut de leur premier projet.
        </p>
      </header>
      <ClientsView />
    </div>
  )
}

export default ClientsPage
