import { canUseBackOffice, type Actor } from '@/access/roles'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import type { getT } from '@/i18n/translator'

import type { NavItem } from '@/components/shell/nav-links.client'

/** Client navigation, with the Administration link for admins only. */
export const portalNavItems = (
  user: Actor,
  lang: Locale,
  t: ReturnType<typeof getT>,
): NavItem[] => {
  const path = (to: string) => localizePath(`/espace-client${to}`, lang)
  const items: NavItem[] = [
    { href: path(''), label: t('nav.dashboard'), icon: 'layout-dashboard' },
    { href: path('/demandes'), label: t('nav.requests'), icon: 'message-circle' },
    { href: path('/fichiers'), label: t('nav.files'), icon: 'folder-open' },
    { href: path('/mises-a-jour'), label: t('nav.updates'), icon: 'clock' },
    { href: path('/factures'), label: t('nav.invoices'), icon: 'file-text' },
    { href: path('/compte'), label: t('nav.account'), icon: 'user-round' },
  ]
  if (canUseBackOffice(user)) {
    items.push({ href: '/admin', label: t('nav.administration'), icon: 'shield-check' })
  }
  return items
}
