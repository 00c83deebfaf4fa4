import type { ReactNode } from 'react'

import { ThemeScriptTag } from '@/components/theme/theme-script-tag'
import { AreaShell } from '@/components/shell/area-shell'
import { portalNavItems } from '@/features/portal/portal-nav-items'
import { NavLinks } from '@/components/shell/nav-links.client'
import { ViewAsBanner } from '@/features/portal/view-as-banner.client'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/auth/view-as'
import { requestNonce } from '@/server/security/request-nonce'

/** Client area frame. Signed-in guard here and in every page (a layout alone is not re-run). */
const PortalLayout = async ({ children, params }: LangParams & { children: ReactNode }) => {
  const lang = await langOf({ params })
  const viewer = await requireClientArea(lang)
  const { user } = viewer
  const t = getT(lang, 'portal')
  return (
    <>
      <ThemeScriptTag nonce={await requestNonce()} />
      <AreaShell
        lang={lang}
        brand={getT(lang)('brand')}
        areaLabel={t('nav.label')}
        nav={<NavLinks items={portalNavItems(user, lang, t)} label={t('nav.label')} />}
        signOutLabel={t('nav.signOut')}
        account={user.email}
      >
        {viewer.readOnly ? (
          <ViewAsBanner
            text={t('viewAs.banner', {
              name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
            })}
            exitLabel={t('viewAs.exit')}
            exitError={t('viewAs.exitError')}
          />
        ) : null}
        {children}
      </AreaShell>
    </>
  )
}

export default PortalLayout
