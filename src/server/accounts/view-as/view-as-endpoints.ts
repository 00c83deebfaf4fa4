import type { Endpoint, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/roles'
import { backOfficeT } from '@/server/platform/i18n/request-language'

import { viewAsCookie, viewedClientId } from './view-as-cookie'
import { inTransaction } from '@/server/platform/db/transaction'
import { logActivity } from '@/server/activity'

/** Who may not act: a visitor (401) or anyone but an admin (403), told in the back office's French. */
const refuse = (req: PayloadRequest) =>
  !req.user
    ? Response.json({ message: backOfficeT()('signedOut') }, { status: 401 })
    : !isAdmin(req.user)
      ? Response.json({ message: backOfficeT()('admin.accessDenied') }, { status: 403 })
      : null

/** POST /api/backoffice/view-as/end: back to the admin's own view; the end goes to the log. */
export const endViewAsEndpoint: Endpoint = {
  path: '/backoffice/view-as/end',
  method: 'post',
  handler: async (req) => {
    const refusal = refuse(req)
    if (refusal) return refusal
    const clientId = viewedClientId(req)
    if (clientId) {
      await inTransaction(req.payload, req.user, (tx) =>
        logActivity(tx, {
          entityType: 'user',
          entityId: clientId,
          action: 'viewAsClosed',
        }),
      )
    }
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': viewAsCookie(null) } })
  },
}

/**
 * POST /api/backoffice/view-as/:id ('Ouvrir portail comme client'): the admin's browser shows that
 * client's portal, read-only, until the end call; the start goes to the log.
 */
export const startViewAsEndpoint: Endpoint = {
  path: '/backoffice/view-as/:id',
  method: 'post',
  handler: async (req) => {
    const refusal = refuse(req)
    if (refusal) return refusal
    const id = Number(req.routeParams?.id)
    const client =
      Number.isSafeInteger(id) && id > 0
        ? await req.payload.findByID({
            collection: 'users',
            id,
            depth: 0,
            user: req.user,
            overrideAccess: false,
            disableErrors: true,
          })
        : null
    if (!client || client.role !== 'client') {
      return Response.json({ message: backOfficeT()('account.clientNotFound') }, { status: 404 })
    }
    await inTransaction(req.payload, req.user, (tx) =>
      logActivity(tx, {
        entityType: 'user',
        entityId: client.id,
        action: 'viewAsOpened',
        note: client.contactEmail || client.email,
      }),
    )
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': viewAsCookie(client.id) } })
  },
}
