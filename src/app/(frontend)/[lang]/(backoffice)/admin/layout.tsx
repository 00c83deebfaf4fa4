import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { BACKOFFICE_NAV } from '@/features/backoffice/nav-items'
import { AreaShell } from '@/features/portal/area-shell'
import { requireBackOfficeUser } from '@/server/auth/session'

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Back office' },
  robots: { index: false },
}

/** Back-office frame, French only. Admin guard here and in every page. */
const BackOfficeLayout = async ({ children }: { children: ReactNode }) => {
  const user = await requireBackOfficeUser()
  return (
    <AreaShell
      lang="fr"
      brand="Studio"
      areaLabel="Back office"
      items={BACKOFFICE_NAV}
      signOutLabel="Déconnexion"
      account={user.email}
    >
      {children}
    </AreaShell>
  )
}

export default BackOfficeLayout
