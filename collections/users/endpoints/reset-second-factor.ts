import type { Endpoint } from 'payload'

import { resetSecondFactor } from '@/server/accounts'

import { adminAction } from '../../_shared/admin-action'

/** POST /api/users/:id/reset-second-factor: an admin resets an account's second factor. */
export const resetSecondFactorEndpoint: Endpoint = {
  path: '/:id/reset-second-factor',
  method: 'post',
  handler: adminAction(resetSecondFactor, {
    failure: 'secondFactor.resetFailed',
    notFound: 'account.notFound',
  }),
}
