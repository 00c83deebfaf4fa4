import type { ClientRequest } from '@payload-types'
import type { Payload, TypedUser, Where } from 'payload'
import { cache } from 'react'

import { responseDueAt } from '@/domain/requests/sla'

import { getStudioBilling, amountDue } from '@/server/billing'

/**
 * What the client portal reads, always as the signed-in account (`user`, `overrideAccess: false`):
 * the collections' access rules limit every query to the client's own projects, whatever the
 * page asks for. Rows come newest first.
 */
// An account the rules give no rows (an editor in the portal) reads empty lists, not an error.
const asClient = (user: TypedUser) =>
  ({ user, overrideAccess: false, disableErrors: true, depth: 0 }) as const

/** The client's projects, newest first (the dashboard shows the first one). */
export const listClientProjects = cache(async (payload: Payload, user: TypedUser) => {
  const { docs } = await payload.find({
    collection: 'client-projects',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 50,
    ...asClient(user),
  })
  return docs
})

type ProjectScoped = 'client-requests' | 'project-updates' | 'invoices' | 'subscriptions'

/** One page of a project-scoped collection, for the client's projects only. */
const listOfProjects = async <C extends ProjectScoped>(
  payload: Payload,
  collection: C,
  user: TypedUser,
  { sort, limit, page = 1, where }: { sort: string; limit: number; page?: number; where?: Where },
) => {
  const projects = await listClientProjects(payload, user)
  const { docs, totalDocs, totalPages } = projects.length
    ? await payload.find({
        collection,
        where: {
          and: [{ project: { in: projects.map(({ id }) => id) } }, ...(where ? [where] : [])],
        },
        sort: [sort, '-id'],
        limit,
        page,
        ...asClient(user),
      })
    : { docs: [], totalDocs: 0, totalPages: 0 }
  return { docs, totalDocs, totalPages, page }
}

export const listClientRequests = (payload: Payload, user: TypedUser, limit = 20, page = 1) =>
  listOfProjects(payload, 'client-requests', user, { sort: '-createdAt', limit, page })

export const listClientUpdates = (payload: Payload, user: TypedUser, limit = 20, page = 1) =>
  listOfProjects(payload, 'project-updates', user, { sort: '-createdAt', limit, page })

export const listClientInvoices = (payload: Payload, user: TypedUser, limit = 20, page = 1) =>
  listOfProjects(payload, 'invoices', user, { sort: '-invoiceDate', limit, page })

export const listClientSubscriptions = (payload: Payload, user: TypedUser) =>
  listOfProjects(payload, 'subscriptions', user, { sort: '-startedAt', limit: 20 })

/** The client's open requests (not Done), newest first; `totalDocs` counts them all in SQL. */
export const listOpenRequests = (payload: Payload, user: TypedUser, limit: number) =>
  listOfProjects(payload, 'client-requests', user, {
    sort: '-createdAt',
    limit,
    where: { status: { not_equals: 'Done' } },
  })

/** Whether invoices can be downloaded yet: the studio's billing details are complete. */
export const invoicesDownloadable = cache(
  async (payload: Payload) => (await getStudioBilling(payload)) !== null,
)

/** What the client's unpaid invoices still ask for, over its own projects only. */
export const clientAmountDue = async (payload: Payload, user: TypedUser) => {
  const projects = await listClientProjects(payload, user)
  return amountDue(
    payload,
    projects.map(({ id }) => id),
  )
}

/** By when the studio takes a waiting request on, and whether that moment has passed. */
export type ResponsePromise = { dueAt: string; late: boolean }

/**
 * The response promise of each waiting (Pending) request: its creation plus the SLA's warn
 * threshold. The thresholds are the studio's configuration, not an account's data, read with the
 * system's rights like its billing details; only these moments leave the server.
 */
export const responsePromises = async (
  payload: Payload,
  requests: Pick<ClientRequest, 'id' | 'status' | 'createdAt'>[],
  now: Date = new Date(),
): Promise<Record<number, ResponsePromise>> => {
  const waiting = requests.filter(({ status }) => status === 'Pending')
  if (waiting.length === 0) return {}
  const { slaWarnHours } = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
  })
  return Object.fromEntries(
    waiting.map(({ id, createdAt }) => {
      const due = responseDueAt(createdAt, slaWarnHours)
      return [id, { dueAt: due.toISOString(), late: due < now }]
    }),
  )
}
