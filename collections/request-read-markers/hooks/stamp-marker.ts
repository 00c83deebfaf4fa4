import type { CollectionBeforeChangeHook } from 'payload'

/** A marker always belongs to whoever writes it: nobody marks a thread read for someone else. */
export const stampMarker: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create') data.user = req.user?.id ?? null
  return data
}
