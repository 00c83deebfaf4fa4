import type { PayloadRequest } from 'payload'

/**
 * Context flags for a write whose audit entry the use case writes itself, as one entry for the
 * whole action: the collections' generic hooks then write none.
 */
export const SKIP_AUDIT = 'skipAudit'
/** The same for a project's generic change entries (approve and reject write their own). */
export const SKIP_PROJECT_LOG = 'skipProjectLog'

export type ActivityEntry = {
  entityType:
    'submission' | 'project' | 'request' | 'invoice' | 'subscription' | 'user' | 'settings'
  entityId: number | string
  action: string
  note?: string
  /** Who acted, when not the request's user by name (an erased person: 'Client anonymisé'). */
  actor?: string
}

/** Who acted, as the log shows it: the admin's name (or e-mail); 'Admin' for the system itself. */
const actorName = (user: PayloadRequest['user']) =>
  user
    ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'Admin'
    : 'Admin'

/** An entry as the log's table stores it, for the writes that append many at once. */
export const activityRow = (req: PayloadRequest, entry: ActivityEntry) => ({
  actor: entry.actor ?? actorName(req.user),
  actorId: req.user ? String(req.user.id) : null,
  entityType: entry.entityType,
  entityId: String(entry.entityId),
  action: entry.action,
  note: entry.note ?? null,
})

/**
 * Appends to the audit log within the request's transaction, so the entry exists exactly when the
 * change it records does. The actor is the acting admin by name, not a generic 'Admin' (a team of
 * several needs to know who did what), with the account's id beside it.
 */
export const logActivity = async (req: PayloadRequest, entry: ActivityEntry) => {
  await req.payload.create({
    collection: 'activities',
    data: activityRow(req, entry),
    req,
    // The log is admin-writable only; these entries are written by the app for whoever acted
    // (an admin, or system code), never from user input.
    overrideAccess: true,
  })
}
