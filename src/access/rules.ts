import type { Access, FieldAccess, Where } from 'payload'

import { isAdmin, isClient, isStaffEditor } from './roles'

/**
 * The access rules every collection and global is built from. A rule answers true, false, or a
 * `Where` that limits the rows (a client only ever reaches rows of its own projects).
 */
export const anyone: Access = () => true
export const nobody: Access = () => false
export const admins: Access = ({ req }) => isAdmin(req.user)
export const editors: Access = ({ req }) => isStaffEditor(req.user)
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Admins see every account; anyone else only their own. */
export const adminsOrSelf: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  return user ? { id: { equals: user.id } } : false
}

/**
 * Admins see every row; a client sees the rows whose `ownerPath` (the user field, or the user of
 * the linked project, e.g. `project.user`) is itself; everyone else nothing.
 */
export const adminsOrOwnerAt =
  (ownerPath: string): Access =>
  ({ req: { user } }) => {
    if (isAdmin(user)) return true
    if (isClient(user) && user) return { [ownerPath]: { equals: user.id } } satisfies Where
    return false
  }

/**
 * Blog posts: editors and admins read everything; everyone else reads published posts whose
 * publication date has come (a future date is a scheduled publication).
 */
export const visiblePostsOrEditors: Access = ({ req: { user } }) => {
  if (isStaffEditor(user)) return true
  const visible: Where = {
    and: [
      { _status: { equals: 'published' } },
      {
        or: [
          { publishedAt: { less_than_equal: new Date().toISOString() } },
          { publishedAt: { exists: false } },
        ],
      },
    ],
  }
  return visible
}

/** Content with drafts: editors and admins read every version, everyone else published ones. */
export const publishedOrEditors: Access = ({ req: { user } }) =>
  isStaffEditor(user) || ({ _status: { equals: 'published' } } satisfies Where)

/** Field-level: only admins may read or write this field. */
export const adminField: FieldAccess = ({ req }) => isAdmin(req.user)

/** Field-level: admins write this field on any account, everyone else on its own account only. */
export const adminOrSelfField: FieldAccess = ({ id, req: { user } }) =>
  isAdmin(user) || (Boolean(user) && id !== undefined && String(id) === String(user?.id))

/** Field-level: nobody writes this field through the API; hooks fill it. */
export const nobodyField: FieldAccess = () => false
