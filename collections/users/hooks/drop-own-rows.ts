import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted account takes its sessions' details (devices, addresses) and its notifications with
 * it, in the same transaction.
 */
export const dropOwnRows: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const [collection, field] of [
    ['session-details', 'user'],
    ['notifications', 'recipient'],
  ] as const) {
    await req.payload.delete({
      collection,
      where: { [field]: { equals: id } },
      req,
      // System code: nobody deletes these rows over the API; the account's deletion was allowed.
      overrideAccess: true,
    })
  }
}
