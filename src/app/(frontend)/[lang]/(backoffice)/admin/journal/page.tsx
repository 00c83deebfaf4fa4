import config from '@payload-config'
import { getPayload } from 'payload'
import { JournalView } from '@/features/backoffice/journal/journal-view.client'
import { requireBackOfficeUser } from '@/server/accounts'

export const metadata = { title: 'Journal' }

/** The audit log: who did what, when; append-only. */
const JournalPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Journal d’activité</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Chaque action du back office, avec son auteur ; aucune entrée ne peut être modifiée ni
          supprimée.
        </p>
      </header>
      <JournalView />
    </div>
  )
}

export default JournalPage
