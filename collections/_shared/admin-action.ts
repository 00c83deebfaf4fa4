import type { Payload, PayloadHandler, PayloadRequest, TypedUser } from 'payload'
import type * as z from 'zod/mini'

import { isAdmin } from '@/access/roles'
import type { ApiKey } from '@/i18n/api-text'
import { Refusal } from '@/server/platform/http/refusal'
import { backOfficeT } from '@/server/platform/i18n/request-language'

import { readBody } from './read-body'

type UseCase = (
  payload: Payload,
  admin: TypedUser,
  id: number,
  req: PayloadRequest,
) => Promise<Record<string, unknown> | Response | void>

/**
 * An admin's action on one row (`/:id/...`): visitors get 401 and other roles 403 before anything
 * is read; a malformed id is the use case's 404 (`notFound`); a refusal answers its own message and
 * status, and so does a use case that answers itself (a body its form's schema refused); any other
 * failure is logged and answered with `failure`. The messages are keys of `api`,
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
      const result = await useCase(req.payload, req.user, id, req)
      return result instanceof Response ? result : Response.json({ ok: true, ...result })
    } catch (error) {
      if (error instanceof Refusal) return error.answer(t)
      req.payload.logger.error({ msg: t(failure), err: error, id })
      return Response.json({ message: t(failure) }, { status: 500 })
    }
  }

/**
 * The same for an action that takes a form: its JSON body is parsed by the form's schema (the one
 * the browser checked it with), after the admin check; a body that does not fit is answered 400
 * with each field's message, and the use case gets the parsed form.
 */
export const adminFormAction = <S extends z.ZodMiniType>(
  schema: S,
  useCase: (
    payload: Payload,
    admin: TypedUser,
    id: number,
    form: z.infer<S>,
  ) => Promise<Record<string, unknown> | void>,
  messages: { failure: ApiKey; notFound: ApiKey },
): PayloadHandler =>
  adminAction(async (payload, admin, id, req) => {
    const body = await readBody(req, schema)
    return 'refusal' in body ? body.refusal : useCase(payload, admin, id, body.data)
  }, messages)
