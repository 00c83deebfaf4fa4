/** Every page of the client area. */
export const PORTAL_ROUTES = [
  '/espace-client',
  '/espace-client/demandes',
  '/espace-client/mises-a-jour',
  '/espace-client/factures',
  '/espace-client/compte',
]

/** The back office's lists, each paging through its rows. */
export const BACK_OFFICE_LISTS = [
  '/admin/submissions',
  '/admin/projects',
  '/admin/clients',
  '/admin/finances',
  '/admin/support',
  '/admin/newsletter',
  '/admin/journal',
]

/** Every page of the back office. */
export const BACK_OFFICE_ROUTES = [
  '/admin',
  '/admin/dashboard',
  '/admin/pipeline',
  ...BACK_OFFICE_LISTS,
  '/admin/settings',
]
