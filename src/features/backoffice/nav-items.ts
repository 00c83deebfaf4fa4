import type { TFunction } from 'i18next'

import type { NavItem } from '@/components/shell/nav-links.client'

/** Back-office navigation, in French only, then the client view and the CMS panel. */
export const backofficeNavItems = (t: TFunction<'backoffice'>): NavItem[] => [
  { href: '/admin', label: t('nav.dashboard') },
  { href: '/admin/pipeline', label: t('nav.pipeline') },
  { href: '/admin/submissions', label: t('nav.submissions') },
  { href: '/admin/projects', label: t('nav.projects') },
  { href: '/admin/clients', label: t('nav.clients') },
  { href: '/admin/finances', label: t('nav.finances') },
  { href: '/admin/support', label: t('nav.support') },
  { href: '/admin/newsletter', label: t('nav.newsletter') },
  { href: '/admin/settings', label: t('nav.settings') },
  { href: '/admin/journal', label: t('nav.journal') },
  { href: '/espace-client', label: t('nav.portal') },
  { href: '/cms', label: t('nav.cms') },
]
