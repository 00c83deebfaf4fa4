import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Actor } from '@/access/roles'

export type FirstAdminClaim = 'promoted' | 'exists'

// One lock key for every claim, whichever instance serves it: PostgreSQL serializes the claims.
const FIRST_ADMIN_LOCK = 8_240_516_001

/** Whether any account holds the admin role yet (the /first-setup page's first question). */
export const adminExists = async (payload: Payload): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    // System read: the page asks before the user is allowed to see any account.
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * The signed-in user becomes the admin if there is none yet (spec §6). The check and the
 * promotion run in one transaction under an advisory lock, so when many users claim at the same
 * instant exactly one wins, on one instance or several.
 */
export const claimFirstAdmin = async (
  payload: Payload,
  user: NonNullable<Actor>,
): Promise<FirstAdminClaim> => {
  const claim = await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`)
    const admins = await tx.execute(
      sql`select count(*)::int as count from users where role = 'admin'`,
    )
    if (Number((admins.rows[0] as { count: number }).count) > 0) return 'exists' as const
    const promoted = await tx.execute(
      sql`update users set role = 'admin', updated_at = now() where id = ${user.id} returning id`,
    )
    if (promoted.rows.length !== 1) throw new Error(`No account ${user.id} to promote`)
    await tx.execute(
      sql`insert into activities (actor, actor_id, entity_type, entity_id, action, note)
          values ('Admin', ${String(user.id)}, 'user', ${String(user.id)}, 'Premier administrateur', 'Configuration initiale')`,
    )
    return 'promoted' as const
  })
  return claim
}
