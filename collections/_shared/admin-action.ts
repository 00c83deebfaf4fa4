import type { Payload, PayloadHandler, PayloadRequest, TypedUser } from 'payload'

import { isAdmin } from '@/access/roles'
import type { ApiKey } from '@/i18n/api-text'
import { Refusal } from '@/server/platform/http/refusal'
import { backOfficeT } from '@/server/platform/i18n/request-language'

type UseCase = (
  payload: Payload,
  admin: TypedUser,
  id: number,
  req: PayloadRequest,
) => Promise<Record<string, unknown> | void>

/**
 * An admin's action on one row (`/:id/...`): visitors get 401 and other roles 403 before anything
 * is read; a malformed id is the use case's 404 (`notFound`); a refusal answers its own message and
 * status; any other failure is logged and answered with `failure`. The messages are keys of `api`,
 * answered in French: the back office's language.
 */
export const adminAction =
  (
    useCase: UseCase,
    { failure, notFound }: { failure: ApiKey; notFound: ApiKey },
  ): PayloadHandler =>
  async (req) => {
    const t = backOfficeT()
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    if (!isAdmin(req.user)) {
      return Response.json({ message: t('admin.accessDenied') }, { status: 403 })
    }
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) {
      return Response.json({ message: t(notFound) }, { status: 404 })
    }
    try {
      return Response.json({ ok: true, ...(await useCase(req.payload, req.user, id, req)) })
    } catch (error) {
      if (error instanceof Refusal) return error.answer(t)
      req.payload.logger.error({ msg: t(failure), err: error, id })
      return Response.json({ message: t(failure) }, { status: 500 })
    }
  }
