import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { weakPasswordMessage } from '@/server/accounts'
import { requestLanguage } from '@/server/platform/i18n/request-language'

type PasswordData = { password?: unknown; email?: unknown; firstName?: unknown; lastName?: unknown }

const OPERATIONS = ['create', 'update', 'updateByID', 'resetPassword']

/**
 * The authoritative strength check (zxcvbn-ts, score 3 or more) on every way a password is set:
 * sign-up, reset, the account's change, the CMS panel's first user and its account screens, the
 * create-admin link (a reset). The forms check the same in the browser first; this one cannot be
 * bypassed. The message is in the request's language.
 */
export const enforcePasswordStrength: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (!OPERATIONS.includes(operation)) return args
  const data = (args as { data?: PasswordData }).data
  if (typeof data?.password !== 'string') return args
  const own = (args as { id?: unknown }).id === req.user?.id ? req.user : undefined
  const userInputs = [
    data.email,
    data.firstName,
    data.lastName,
    own?.email,
    own?.firstName,
    own?.lastName,
  ].filter((value): value is string => typeof value === 'string' && value.length > 0)
  const message = await weakPasswordMessage(requestLanguage(req), data.password, userInputs)
  if (message) throw new ValidationError({ errors: [{ path: 'password', message }] })
  return args
}
