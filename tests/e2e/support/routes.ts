/** Every page of the client area. */
export const PORTAL_ROUTES = [
  '/espace-client',
  '/espace-client/demandes',
  '/espace-client/mises-a-jour',
  '/espace-client/factures',
  '/espace-client/compte',
]

/** Every page of the back office. */
export const BACK_OFFICE_ROUTES = [
  '/admin',
  '/admin/dashboard',
  '/admin/pipeline',
  '/admin/submissions',
  '/admin/projects',
  '/admin/clients',
  '/admin/finances',
  '/admin/support',
  '/admin/newsletter',
  '/admin/settings',
  '/admin/journal',
]
