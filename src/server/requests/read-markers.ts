import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

/**
 * Moves the user's read marker of a request forward to `at` (created on first read), with the
 * user's own access: a request it cannot read is refused by the markers' create rule.
 */
export const markRead = async (
  req: PayloadRequest,
  user: TypedUser,
  requestId: number,
  at = new Date(),
) => {
  const asUser = { user, overrideAccess: false, req, depth: 0 } as const
  const { docs } = await req.payload.find({
    collection: 'request-read-markers',
    where: { and: [{ request: { equals: requestId } }, { user: { equals: user.id } }] },
    limit: 1,
    ...asUser,
  })
  const readAt = at.toISOString()
  const marker = docs[0]
  if (!marker) {
    await req.payload.create({
      collection: 'request-read-markers',
      data: { request: requestId, readAt },
      ...asUser,
    })
  } else if (marker.readAt < readAt) {
    await req.payload.update({
      collection: 'request-read-markers',
      id: marker.id,
      data: { readAt },
      ...asUser,
    })
  }
}

/**
 * Unread messages per request for `user`: messages by someone else posted after the user's read
 * marker, counted in SQL. Only requests the user may read are counted; the others are left out.
 */
export const unreadCounts = async (
  payload: Payload,
  user: TypedUser,
  requestIds: number[],
): Promise<Record<number, number>> => {
  if (!requestIds.length) return {}
  const { docs } = await payload.find({
    collection: 'client-requests',
    where: { id: { in: requestIds } },
    select: {},
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  if (!docs.length) return {}
  const ids = sql.join(
    docs.map(({ id }) => sql`${id}`),
    sql`, `,
  )
  const { rows } = await payload.db.drizzle.execute(sql`
    select m.request_id as id, count(*)::int as unread
    from request_messages m
    left join request_read_markers r on r.request_id = m.request_id and r.user_id = ${user.id}
    where m.request_id in (${ids})
      and m.author_id is distinct from ${user.id}
      and (r.read_at is null or m.created_at > r.read_at)
    group by m.request_id`)
  return Object.fromEntries(
    (rows as { id: number; unread: number }[]).map(({ id, unread }) => [id, unread]),
  )
}
