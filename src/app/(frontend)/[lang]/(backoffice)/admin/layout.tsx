import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { ThemeScriptTag } from '@/components/theme/theme-script-tag'
import { BackOfficeNav } from '@/features/backoffice/backoffice-nav.client'
import { backofficeNavItems } from '@/features/backoffice/nav-items'
import { QueryProvider } from '@/features/backoffice/query-provider.client'
import { AreaShell } from '@/components/shell/area-shell'
import { NotificationBell } from '@/components/notifications/notification-bell.client'
import { Icon } from '@/components/ui/icon'
import { getT } from '@/i18n/translator'
import { requireBackOfficeUser } from '@/server/accounts'
import { getStudioIdentity } from '@/server/content'
import { requestNonce } from '@/server/platform/security/request-nonce'

const t = getT('fr', 'backoffice')

export const metadata: Metadata = {
  title: { default: t('nav.area'), template: t('nav.titleTemplate') },
  robots: { index: false },
}

/**
 * Back-office frame, French only. Admin guard here and in every page. Its client components read
 * the `backoffice` texts and the `labels` of statuses, besides the frame's.
 */
const BackOfficeLayout = async ({ children }: { children: ReactNode }) => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  return (
    <QueryProvider>
      <ThemeScriptTag nonce={await requestNonce()} />
      <AreaShell
        width="backoffice"
        areaNamespaces={['backoffice', 'labels']}
        lang="fr"
        brand={(await getStudioIdentity(payload)).name}
        areaLabel={t('nav.area')}
        nav={<BackOfficeNav items={backofficeNavItems(t)} label={t('nav.area')} />}
        signOutLabel={t('nav.signOut')}
        account={[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
        bell={<NotificationBell lang="fr" icon={<Icon name="bell" className="size-5" />} />}
      >
        {children}
      </AreaShell>
    </QueryProvider>
  )
}

export default BackOfficeLayout
