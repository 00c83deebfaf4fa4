import config from '@payload-config'
import { getPayload } from 'payload'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { ThemeScriptTag } from '@/components/theme/theme-script-tag'
import { BackOfficeNav } from '@/features/backoffice/backoffice-nav.client'
import { QueryProvider } from '@/features/backoffice/query-provider.client'
import { AreaShell } from '@/components/shell/area-shell'
import { NotificationBell } from '@/components/notifications/notification-bell.client'
import { Icon } from '@/components/ui/icon'
import { requireBackOfficeUser } from '@/server/accounts'
import { requestNonce } from '@/server/platform/security/request-nonce'

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Back office' },
  robots: { index: false },
}

/** Back-office frame, French only. Admin guard here and in every page. */
const BackOfficeLayout = async ({ children }: { children: ReactNode }) => {
  const payload = await getPayload({ config })
  const user = await requireBackOfficeUser(payload)
  return (
    <QueryProvider>
      <ThemeScriptTag nonce={await requestNonce()} />
      <AreaShell
        width="backoffice"
        lang="fr"
        brand="Studio"
        areaLabel="Back office"
        nav={<BackOfficeNav />}
        signOutLabel="Déconnexion"
        account={[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
        bell={<NotificationBell lang="fr" icon={<Icon name="bell" className="size-5" />} />}
      >
        {children}
      </AreaShell>
    </QueryProvider>
  )
}

export default BackOfficeLayout
