import { Forbidden, type Endpoint } from 'payload'

import { changeRequestSchema } from '@/domain/requests/request-schema'
import { isViewingAsClient } from '@/server/accounts'
import { apiT, validationT } from '@/server/platform/i18n/request-language'
import { submitChangeRequest } from '@/server/requests'
import { enforceRateLimit } from '@/server/platform/security/rate-limit'

/**
 * POST /api/client-requests/submit (JSON: project, pageConcerned, changeDescription): a signed-in
 * client's change request. The form's schema is parsed again; a project that is not the client's
 * own is answered like one that does not exist.
 */
export const submitRequestEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    if (!req.user) return Response.json({ message: t('request.submitFailed') }, { status: 401 })
    // An admin viewing a client's portal reads it only: no request is sent in the client's name.
    if (isViewingAsClient(req)) {
      return Response.json({ message: t('readOnlyView') }, { status: 403 })
    }
    await enforceRateLimit(req, 'changeRequest')
    const parsed = changeRequestSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) {
      const field = validationT(req)
      const errors = parsed.error.issues.map(({ path, message }) => ({
        field: path.join('.'),
        message: field(message),
      }))
      return Response.json({ message: t('request.submitFailed'), errors }, { status: 400 })
    }
    try {
      const request = await submitChangeRequest(req.payload, req.user, parsed.data)
      return Response.json({ id: request.id }, { status: 201 })
    } catch (error) {
      if (error instanceof Forbidden) {
        return Response.json({ message: t('request.projectNotFound') }, { status: 404 })
      }
      throw error
    }
  },
}
