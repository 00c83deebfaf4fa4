import type { Payload, PayloadHandler, PayloadRequest, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'
import { Refusal } from '@/server/platform/http/refusal'

type UseCase = (
  payload: Payload,
  admin: TypedUser,
  id: number,
  req: PayloadRequest,
) => Promise<Record<string, unknown> | void>

/**
 * An admin's action on one row (`/:id/...`): visitors get 401 and other roles 403 before anything
 * is read; a malformed id is the use case's 404; a refusal answers its own message and status; any
 * other failure is logged and answered with `failure`.
 */
export const adminAction =
  (
    useCase: UseCase,
    { failure, notFound }: { failure: string; notFound: string },
  ): PayloadHandler =>
  async (req) => {
    if (!req.user) return Response.json({ message: 'Non authentifié' }, { status: 401 })
    if (!isAdmin(req.user)) return Response.json({ message: 'Accès refusé' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) {
      return Response.json({ message: notFound }, { status: 404 })
    }
    try {
      return Response.json({ ok: true, ...(await useCase(req.payload, req.user, id, req)) })
    } catch (error) {
      if (error instanceof Refusal) {
        return Response.json({ message: error.message }, { status: error.status })
      }
      req.payload.logger.error({ msg: failure, err: error, id })
      return Response.json({ message: failure }, { status: 500 })
    }
  }
