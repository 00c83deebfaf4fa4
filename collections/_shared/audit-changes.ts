import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { logActivity, SKIP_AUDIT, type ActivityEntry, type JournalAction } from '@/server/activity'

type Audit = {
  entityType: ActivityEntry['entityType']
  /** The entries' actions, as keys of the journal's words. */
  created: JournalAction
  updated: JournalAction
  deleted: JournalAction
  /** What the entry names: a number, a plan. */
  label: (doc: Record<string, unknown>) => string
}

/**
 * One audit entry per admin change made through the API or the CMS panel, in the change's own
 * transaction. System writes (no signed-in user: seeds, jobs) are not admin actions.
 */
export const auditChanges = ({ entityType, created, updated, deleted, label }: Audit) => {
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
    if (!req.user || context[SKIP_AUDIT]) return doc
    await logActivity(req, {
      entityType,
      entityId: doc.id,
      action: operation === 'create' ? created : updated,
      note: label(doc),
    })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!req.user || context[SKIP_AUDIT]) return doc
    await logActivity(req, { entityType, entityId: doc.id, action: deleted, note: label(doc) })
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
