import type { Endpoint } from 'payload'

import { finishRequest, startRequest } from '@/server/requests'

import { adminAction } from '../../_shared/admin-action'

const notFound = 'requestNotFound'
const failure = 'request.updateFailed'

/** POST /api/client-requests/:id/start: 'Démarrer'. */
export const startEndpoint: Endpoint = {
  path: '/:id/start',
  method: 'post',
  handler: adminAction(startRequest, { failure, notFound }),
}

/** POST /api/client-requests/:id/finish: 'Terminer'. */
export const finishEndpoint: Endpoint = {
  path: '/:id/finish',
  method: 'post',
  handler: adminAction(finishRequest, { failure, notFound }),
}
