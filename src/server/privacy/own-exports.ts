import type { Payload, TypedUser } from 'payload'

/** An export as the account pages list it. */
export type ExportItem = {
  id: number
  subject: number
  ready: boolean
  url: string | null
  expiresAt: string | null
}

/**
 * The exports the signed-in account asked for that are still being built or still open, newest
 * first: the collection's read rule keeps every other one out.
 */
export const listOwnExports = async (payload: Payload, user: TypedUser): Promise<ExportItem[]> => {
  const { docs } = await payload.find({
    collection: 'data-exports',
    sort: '-createdAt',
    limit: 10,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs.map((row) => ({
    id: row.id,
    subject: typeof row.subject === 'object' ? row.subject.id : row.subject,
    ready: row.status === 'ready',
    url: row.status === 'ready' ? (row.url ?? null) : null,
    expiresAt: row.expiresAt ?? null,
  }))
}
