import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/rules'

/**
 * What Payload's own session entries (`users.sessions`: id, created, expiry) do not hold: the
 * device, the address, when it was last seen, and whether its second factor is done. One row per
 * session id, written only by the app's auth code (src/server/accounts/sessions/sign-in-sessions.ts); nobody
 * reaches it through the API, the account pages read it through their own endpoints.
 */
export const SessionDetails: CollectionConfig = {
  slug: 'session-details',
  admin: { hidden: true },
  access: { create: nobody, read: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    { name: 'sid', type: 'text', required: true, unique: true, maxLength: 64 },
    // Not required: the users table's delete sets it null; the users' own delete hook removes
    // the rows first (collections/users/hooks/drop-own-rows.ts).
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'userAgent', type: 'text', maxLength: 500 },
    { name: 'ip', type: 'text', maxLength: 64 },
    { name: 'lastSeenAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    /** While the second factor is awaited: the SHA-256 of the ticket the sign-in answer gave. */
    { name: 'ticketHash', type: 'text', maxLength: 64, index: true },
    { name: 'pendingUntil', type: 'date' },
    { name: 'secondFactorAt', type: 'date' },
  ],
}
