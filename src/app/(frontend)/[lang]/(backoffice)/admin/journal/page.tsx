import config from '@payload-config'
import { getPayload } from 'payload'
import { JournalView } from '@/features/backoffice/journal/journal-view.client'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('journal.metaTitle') }

/** The audit log: who did what, when; append-only. */
const JournalPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('journal.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('journal.intro')}</p>
      </header>
      <JournalView />
    </div>
  )
}

export default JournalPage
