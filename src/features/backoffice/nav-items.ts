import type { NavItem } from '@/components/shell/nav-links.client'

/** Back-office navigation, in French only, then the client view and the CMS panel. */
export const BACKOFFICE_NAV: NavItem[] = [
  { href: '/admin', label: 'Tableau de bord' },
  { href: '/admin/pipeline', label: 'Pipeline' },
  { href: '/admin/submissions', label: 'Soumissions' },
  { href: '/admin/projects', label: 'Projets' },
  { href: '/admin/clients', label: 'Clients' },
  { href: '/admin/finances', label: 'Finances' },
  { href: '/admin/support', label: 'Support' },
  { href: '/admin/newsletter', label: 'Newsletter' },
  { href: '/admin/settings', label: 'Paramètres' },
  { href: '/admin/journal', label: 'Journal' },
  { href: '/espace-client', label: 'Espace client' },
  { href: '/cms', label: 'CMS' },
]
