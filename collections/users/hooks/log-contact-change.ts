import type { CollectionAfterChangeHook } from 'payload'

import { changedContactFields } from '@/domain/users/contact-details'
import { journalT, logActivity } from '@/server/activity'

/**
 * 'Coordonnées modifiées' in the journal when an account's contact details change, by the account
 * itself or an admin, in the change's transaction: which details, not their values nor the
 * address (every admin reads the journal, which is never deleted, erasure included).
 */
export const logContactChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !req.user) return doc
  const changed = changedContactFields(previousDoc, doc)
  if (changed.length === 0) return doc
  const t = journalT()
  await logActivity(req, {
    entityType: 'user',
    entityId: doc.id,
    action: 'contactUpdated',
    note: changed.map((field) => t(`journalEntries.contactFields.${field}`)).join(', '),
  })
  return doc
}
