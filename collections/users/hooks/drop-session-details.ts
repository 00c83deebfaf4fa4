import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted account takes its sessions' details (devices, addresses) with it, in the same transaction. */
export const dropSessionDetails: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'session-details',
    where: { user: { equals: id } },
    req,
    // System code: nobody reaches these rows over the API; the account's deletion was allowed.
    overrideAccess: true,
  })
}
