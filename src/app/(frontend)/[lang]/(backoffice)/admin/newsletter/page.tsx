import config from '@payload-config'
import { getPayload } from 'payload'
import { NewsletterView } from '@/features/backoffice/newsletter/newsletter-view.client'
import { requireBackOfficeUser } from '@/server/accounts'

export const metadata = { title: 'Newsletter' }

/** The newsletter's confirmed subscribers, with the proof of their consent, and their export. */
const NewsletterPage = async () => {
  const payload = await getPayload({ config })
  await requireBackOfficeUser(payload)
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Newsletter</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Les abonnés qui ont confirmé leur adresse, avec la date et la langue de leur consentement.
          Les adresses non confirmées sont effacées après 30 jours.
        </p>
      </header>
      <NewsletterView />
    </div>
  )
}

export default NewsletterPage
