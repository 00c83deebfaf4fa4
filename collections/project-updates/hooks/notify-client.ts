import type { CollectionAfterChangeHook } from 'payload'

import type { ProjectUpdate } from '@payload-types'
import { notify, projectClient } from '@/server/notifications'

const idOf = (value: unknown) =>
  Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/**
 * A posted update tells the project's client, in the create's transaction, whichever way it was
 * posted (the back office, REST, the panel): a refused update tells nobody.
 */
export const notifyClientOfUpdate: CollectionAfterChangeHook<ProjectUpdate> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  await notify(req, await projectClient(req, idOf(doc.project)), {
    kind: 'updatePosted',
    subject: doc.updateNote,
    path: '/espace-client/mises-a-jour',
  })
  return doc
}
