import config from '@payload-config'
import { getPayload } from 'payload'
import { NewsletterView } from '@/features/backoffice/newsletter/newsletter-view.client'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'

const t = getT('fr', 'backoffice')

export const metadata = { title: t('newsletter.title') }

/** The newsletter's confirmed subscribers, with the proof of their consent, and their export. */
const NewsletterPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('newsletter.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('newsletter.intro')}</p>
      </header>
      <NewsletterView />
    </div>
  )
}

export default NewsletterPage
