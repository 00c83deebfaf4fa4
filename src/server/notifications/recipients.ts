import type { PayloadRequest } from 'payload'

import type { Recipient } from './notify'

const RECIPIENT_FIELDS = { notificationsInAppOnly: true, erasedAt: true } as const

/**
 * The studio's side of a notification: its admins, who run projects, requests and invoices.
 * Editors only write the site's content and never see a project, so they hear of none. Closed
 * (erased) accounts hear of nothing. System code: the event's author may be a client.
 */
export const studioAdmins = async (req: PayloadRequest): Promise<Recipient[]> => {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { erasedAt: { exists: false } }] },
    select: RECIPIENT_FIELDS,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/** The client side: the account the project belongs to (none before its brief is approved). */
export const projectClient = async (
  req: PayloadRequest,
  projectId: number,
): Promise<Recipient[]> => {
  const project = await req.payload.findByID({
    collection: 'client-projects',
    id: projectId,
    select: { user: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const userId = typeof project.user === 'object' ? project.user?.id : project.user
  if (!userId) return []
  const account = await req.payload.findByID({
    collection: 'users',
    id: userId,
    select: RECIPIENT_FIELDS,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return account.erasedAt ? [] : [account]
}
