import type { CollectionAfterChangeHook } from 'payload'

import type { ClientProject } from '@payload-types'
import { describeProjectChanges } from '@/domain/projects/changes'
import { labelsOf } from '@/i18n/labels'
import { logActivity, SKIP_PROJECT_LOG } from '@/server/activity'

/**
 * Every update of a project, whichever screen or API made it, leaves its audit-log entries in the
 * same transaction: a status change or an edit without its entry cannot happen.
 */
export const logProjectChanges: CollectionAfterChangeHook<ClientProject> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context[SKIP_PROJECT_LOG]) return doc
  // The journal is the French back office's: its notes name statuses and fields in French.
  const words = { status: labelsOf('fr', 'projectStatus'), detail: labelsOf('fr', 'projectDetail') }
  for (const entry of describeProjectChanges(previousDoc, doc, words)) {
    await logActivity(req, { entityType: 'project', entityId: doc.id, ...entry })
  }
  return doc
}
