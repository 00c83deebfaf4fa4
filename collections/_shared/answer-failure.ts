import type { ParseKeys } from 'i18next'
import { APIError, Forbidden, NotFound, ValidationError, type PayloadRequest } from 'payload'

import { Refusal } from '@/server/platform/http/refusal'
import { apiT } from '@/server/platform/i18n/request-language'

/**
 * A use case's failure as the API answers it to a client: a row it may not reach (Forbidden,
 * NotFound) is the same 404 as a missing one, so nothing tells another client's rows apart; a
 * refusal or a hook's APIError keeps its status and message (a refusal's translated into the
 * request's language); anything else is thrown on, to be logged as the server error it is.
 */
export const answerFailure = (
  req: PayloadRequest,
  error: unknown,
  notFoundKey: ParseKeys<'api'>,
) => {
  const t = apiT(req)
  if (error instanceof Forbidden || error instanceof NotFound) {
    return Response.json({ message: t(notFoundKey) }, { status: 404 })
  }
  if (error instanceof Refusal) return error.answer(t)
  if (error instanceof ValidationError) {
    return Response.json({ message: error.message, errors: error.data.errors }, { status: 400 })
  }
  if (error instanceof APIError && error.status < 500) {
    return Response.json({ message: error.message }, { status: error.status })
  }
  throw error
}
