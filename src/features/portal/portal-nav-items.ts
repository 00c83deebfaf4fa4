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
  const items: NavItem[] = [
    { href: localizePath('/espace-client', lang), label: t('nav.dashboard') },
    { href: localizePath('/espace-client/demandes', lang), label: t('nav.requests') },
    { href: localizePath('/espace-client/fichiers', lang), label: t('nav.files') },
    { href: localizePath('/espace-client/mises-a-jour', lang), label: t('nav.updates') },
    { href: localizePath('/espace-client/factures', lang), label: t('nav.invoices') },
    { href: localizePath('/espace-client/compte', lang), label: t('nav.account') },
  ]
  if (canUseBackOffice(user)) items.push({ href: '/admin', label: t('nav.administration') })
  return items
}
