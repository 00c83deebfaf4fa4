'use client'

import { NavLinks } from '@/components/shell/nav-links.client'

import { BACKOFFICE_NAV } from './nav-items'
import { useKpis } from './use-kpis'

/** The back office's links, the submissions tab carrying the pending count (refreshed every 30 s). */
export const BackOfficeNav = () => {
  const { data } = useKpis()
  const items = BACKOFFICE_NAV.map((item) =>
    item.href === '/admin/submissions' ? { ...item, badge: data?.pendingSubmissions } : item,
  )
  return <NavLinks items={items} label="Back office" />
}
