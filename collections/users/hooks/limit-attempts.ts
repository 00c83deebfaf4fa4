import type { CollectionBeforeOperationHook } from 'payload'

import { enforceRateLimit } from '@/server/platform/security/rate-limit'

/** Per-IP limits on sign-in and forgotten-password requests (lockout covers each account). */
export const limitAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') await enforceRateLimit(req, 'login')
  if (operation === 'forgotPassword') await enforceRateLimit(req, 'forgotPassword')
  return args
}
