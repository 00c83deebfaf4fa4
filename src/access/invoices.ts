import type { Access, Where } from 'payload'

import { isAdmin, isClient } from './roles'

/**
 * Invoices: admins read them all; a client reads its own projects' invoices once they are sent.
 * A draft is the studio's work in progress and has no number yet.
 */
export const adminsOrOwnerOfSent: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (!isClient(user) || !user) return false
  const ownSent: Where = {
    and: [{ 'project.user': { equals: user.id } }, { status: { not_equals: 'Draft' } }],
  }
  return ownSent
}
