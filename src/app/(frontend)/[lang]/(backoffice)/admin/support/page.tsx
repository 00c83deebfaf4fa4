import config from '@payload-config'
import { getPayload } from 'payload'
import { SupportView } from '@/features/backoffice/support/support-view.client'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('support.metaTitle') }

/** The clients' change requests against the SLA. */
const SupportPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('support.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('support.intro')}</p>
      </header>
      <SupportView />
    </div>
  )
}

export default SupportPage
