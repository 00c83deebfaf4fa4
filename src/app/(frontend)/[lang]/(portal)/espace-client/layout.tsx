import type { ReactNode } from 'react'

import { AreaShell } from '@/features/portal/area-shell'
import { portalNavItems } from '@/features/portal/portal-nav-items'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requirePortalUser } from '@/server/auth/session'

/** Client area frame. Signed-in guard here and in every page (a layout alone is not re-run). */
const PortalLayout = async ({ children, params }: LangParams & { children: ReactNode }) => {
  const lang = await langOf({ params })
  const user = await requirePortalUser(lang)
  const t = getT(lang, 'portal')
  return (
    <AreaShell
      lang={lang}
      brand={getT(lang)('brand')}
      areaLabel={t('nav.label')}
      items={portalNavItems(user, lang, t)}
      signOutLabel={t('nav.signOut')}
      account={user.email}
    >
      {children}
    </AreaShell>
  )
}

export default PortalLayout
