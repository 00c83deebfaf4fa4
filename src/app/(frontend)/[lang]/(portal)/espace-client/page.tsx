import type { Metadata } from 'next'

import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requirePortalUser } from '@/server/auth/session'

export const generateMetadata = async (props: LangParams): Promise<Metadata> => ({
  title: getT(await langOf(props), 'portal')('dashboard.metaTitle'),
  robots: { index: false },
})

/** Client dashboard. Its project widgets come with the client-portal issue. */
const PortalDashboard = async (props: LangParams) => {
  const lang = await langOf(props)
  const user = await requirePortalUser(lang)
  const t = getT(lang, 'portal')
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight">
        {t('dashboard.greeting', { name: user.firstName || user.email })}
      </h1>
      <p className="text-slate-600 dark:text-slate-400">{t('dashboard.intro')}</p>
    </div>
  )
}

export default PortalDashboard
