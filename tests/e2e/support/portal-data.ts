import type { APIRequestContext } from '@playwright/test'

import { type Account, createClient, sql } from './accounts'
import { adminToken } from './admin-api'

/** A client with a project and its rows, written through the REST API as an admin would. */
export type SeededClient = Account & {
  projectId: number
  projectName: string
  requestIds: number[]
  updateIds: number[]
  invoiceIds: number[]
  invoiceNumbers: string[]
}

export const create = async (
  request: APIRequestContext,
  token: string,
  collection: string,
  data: object,
) => {
  const response = await request.post(`/api/${collection}`, {
    headers: { Authorization: `JWT ${token}` },
    data,
  })
  if (!response.ok())
    throw new Error(`${collection}: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

export const seedClient = async (
  request: APIRequestContext,
  label: string,
): Promise<SeededClient> => {
  const account = await createClient(request, label)
  const [user] = await sql<{ id: number }>('select id from users where email = $1', [account.email])
  const userId = user!.id
  const token = await adminToken(request)
  const tag = `${label}-${userId}`
  const projectName = `Site ${tag}`
  const projectId = await create(request, token, 'client-projects', {
    projectName,
    user: userId,
    plan: 'Plateforme Pro',
    status: 'in_build',
    progressPercentage: 65,
    startDate: '2026-10-05T00:00:00.000Z',
    estimatedDelivery: '2026-12-15T00:00:00.000Z',
    nextStep: `Relecture des textes ${tag}`,
  })
  const requestIds = [
    await create(request, token, 'client-requests', {
      project: projectId,
      pageConcerned: `Accueil ${tag}`,
      changeDescription: `Changer la photo ${tag}`,
      status: 'Pending',
    }),
  ]
  const updateIds = [
    await create(request, token, 'project-updates', {
      project: projectId,
      updateNote: `Maquettes validées ${tag}`,
      status: 'completed',
    }),
  ]
  const invoiceNumbers = [`F-${tag}-1`]
  const invoiceIds = [
    await create(request, token, 'invoices', {
      project: projectId,
      invoiceNumber: invoiceNumbers[0],
      invoiceDate: '2026-11-02T00:00:00.000Z',
      dueDate: '2026-12-02T00:00:00.000Z',
      lines: [{ description: 'Site vitrine', quantity: 1, unitPrice: 1495.5, vatRate: '0' }],
      status: 'Pending',
    }),
  ]
  await create(request, token, 'subscriptions', {
    project: projectId,
    plan: 'Plan Continu',
    subscriptionType: 'support',
    status: 'Cancelled',
    mrrChf: 79,
    startedAt: '2026-01-01T00:00:00.000Z',
  })
  return { ...account, projectId, projectName, requestIds, updateIds, invoiceIds, invoiceNumbers }
}
