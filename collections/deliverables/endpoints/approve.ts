import type { Endpoint } from 'payload'

import { isViewingAsClient } from '@/server/accounts'
import { approveDeliverable } from '@/server/files'
import { apiT } from '@/server/platform/i18n/request-language'

import { answerFailure } from '../../_shared/answer-failure'

/** POST /api/deliverables/:id/approve: the project's client approves the latest version. */
export const approveDeliverableEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    if (isViewingAsClient(req)) {
      return Response.json({ message: t('readOnlyView') }, { status: 403 })
    }
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) {
      return Response.json({ message: t('fileNotFound') }, { status: 404 })
    }
    try {
      return Response.json(await approveDeliverable(req.payload, req.user, id))
    } catch (error) {
      return answerFailure(req, error, 'fileNotFound')
    }
  },
}
