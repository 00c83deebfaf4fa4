import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
} from 'payload'

import {
  entityNamesOf,
  logActivity,
  SKIP_AUDIT,
  type ActivityEntry,
  type EntityNames,
  type JournalAction,
} from '@/server/activity'

/** The deleted item's names, read before it goes: the entry written after it names it. */
const NAMES = 'auditNames'

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
  const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
    if (!req.user || context[SKIP_AUDIT]) return
    const names = await entityNamesOf(req, { entityType, entityId: id })
    // Set on the request's context as it is now: the read, a Local API call given `req`, may
    // have given the request a new context object.
    req.context[NAMES] = names
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!req.user || context[SKIP_AUDIT]) return doc
    const names = context[NAMES] as EntityNames | undefined
    await logActivity(req, {
      entityType,
      entityId: doc.id,
      action: deleted,
      note: label(doc),
      label: names?.label ?? null,
      client: names?.client ?? null,
    })
    return doc
  }
  return { afterChange: [afterChange], beforeDelete: [beforeDelete], afterDelete: [afterDelete] }
}
