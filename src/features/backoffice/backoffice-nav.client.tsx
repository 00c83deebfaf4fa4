'use client'

import { NavLinks, type NavItem } from '@/components/shell/nav-links.client'

import { useKpis } from './use-kpis'

/**
 * The back office's links (named on the server: the frame's client components do not read the
 * `backoffice` texts), the submissions tab carrying the pending count (refreshed every 30 s).
 */
export const BackOfficeNav = ({ items, label }: { items: NavItem[]; label: string }) => {
  const { data } = useKpis()
  const counted = items.map((item) =>
    item.href === '/admin/submissions' ? { ...item, badge: data?.pendingSubmissions } : item,
  )
  return <NavLinks items={counted} label={label} />
}
