import config from '@payload-config'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { ThemeScriptTag } from '@/components/theme/theme-script-tag'
import { AreaShell } from '@/components/shell/area-shell'
import { LanguageMenu } from '@/components/language/language-menu.client'
import { languageTexts } from '@/components/language/language-texts'
import { Icon } from '@/components/ui/icon'
import { NotificationBell } from '@/components/notifications/notification-bell.client'
import { PortalLanguageMenu } from '@/features/portal/portal-language-menu.client'
import { portalNavItems } from '@/features/portal/portal-nav-items'
import { NavLinks } from '@/components/shell/nav-links.client'
import { ViewAsBanner } from '@/features/portal/view-as-banner.client'
import { langOf, type LangParams } from '@/i18n/params'
import { getT } from '@/i18n/translator'
import { requireClientArea } from '@/server/accounts'
import { getStudioIdentity } from '@/server/content'
import { requestNonce } from '@/server/platform/security/request-nonce'

/** Client area frame. Signed-in guard here and in every page (a layout alone is not re-run). */
const PortalLayout = async ({ children, params }: LangParams & { children: ReactNode }) => {
  const payload = await getPayload({ config })
  const lang = await langOf({ params })
  const viewer = await requireClientArea(payload, lang)
  const { user } = viewer
  const t = getT(lang, 'portal')
  const chevron = <Icon name="chevron-down" className="size-4" />
  return (
    <>
      <ThemeScriptTag nonce={await requestNonce()} />
      <AreaShell
        width="portal"
        lang={lang}
        brand={(await getStudioIdentity(payload)).name}
        areaLabel={t('nav.label')}
        nav={<NavLinks items={portalNavItems(user, lang, t)} label={t('nav.label')} />}
        signOutLabel={t('nav.signOut')}
        account={user.email}
        bell={
          // An admin viewing a client's portal has the client's pages, not its notifications.
          viewer.readOnly ? null : (
            <NotificationBell lang={lang} icon={<Icon name="bell" className="size-5" />} />
          )
        }
        languageMenu={
          viewer.readOnly ? (
            // An admin viewing a client's portal only switches the page: the client's choice is
            // the client's, and a look at its portal is no reason to change the admin's own.
            <LanguageMenu lang={lang} texts={languageTexts(lang)} chevron={chevron} />
          ) : (
            <PortalLanguageMenu
              lang={lang}
              accountId={user.id}
              texts={languageTexts(lang)}
              chevron={chevron}
            />
          )
        }
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
