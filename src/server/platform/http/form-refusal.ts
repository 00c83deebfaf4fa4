import type { PayloadRequest } from 'payload'

import { validationMessage } from '@/domain/web/validation-message'

import { validationT } from '../i18n/request-language'

type Issue = { path: PropertyKey[]; message: string }

/**
 * A form refused by its schema, as the app's endpoints answer it: 400, each field's message in
 * the request's language, the first one as the toast's message.
 */
export const refuseInvalidForm = (req: PayloadRequest, issues: readonly Issue[]) => {
  const t = validationT(req)
  const errors = issues.map(({ path, message }) => ({ field: path.join('.'), message: t(message) }))
  return Response.json(
    { message: errors[0]?.message ?? t(validationMessage('requestInvalid')), errors },
    { status: 400 },
  )
}
