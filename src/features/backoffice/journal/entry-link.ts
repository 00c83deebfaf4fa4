import type { Activity } from '@payload-types'

import { STUDIO_IDENTITY_IN_CMS } from '../settings/settings-links'

type Entry = Pick<Activity, 'entityType' | 'entityId' | 'entityLabel'>

const searched = (list: string, label: string | null | undefined) =>
  label ? `${list}?q=${encodeURIComponent(label)}` : list

/**
 * Where an entry's item is in the back office: its own page (an invoice, a request), else its
 * list searched for its name, as the journal and the dashboard's feed link it.
 */
export const entryLink = ({ entityType, entityId, entityLabel }: Entry): string | null => {
  switch (entityType) {
    case 'invoice':
      return entityId ? `/admin/finances/factures/${entityId}` : null
    case 'request':
      return entityId ? `/admin/support/${entityId}` : null
    case 'project':
      return searched('/admin/projects', entityLabel)
    case 'submission':
      return searched('/admin/submissions', entityLabel)
    case 'user':
      return searched('/admin/clients', entityLabel)
    case 'subscription':
      return '/admin/finances'
    case 'settings':
      return entityId === 'identity' ? STUDIO_IDENTITY_IN_CMS : '/admin/settings'
    default:
      return null
  }
}
