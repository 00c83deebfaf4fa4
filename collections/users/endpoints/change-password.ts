import type { Endpoint } from 'payload'

import { passwordChangeSchema } from '@/domain/auth/schemas'
import { apiT, validationT } from '@/server/platform/i18n/request-language'

import { passwordRefusal } from './password-refusal'

/**
 * POST /api/users/change-password (JSON: password, confirmPassword): the signed-in account changes
 * its own password from the account page. Parsed again with the form's schema; written with the
 * account's own access, so only its own row can change.
 */
export const changePassword: Endpoint = {
  path: '/change-password',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    const failed = t('account.passwordChangeFailed')
    if (!req.user) return Response.json({ message: failed }, { status: 401 })
    const parsed = passwordChangeSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) {
      const field = validationT(req)
      const errors = parsed.error.issues.map(({ path, message }) => ({
        field: path.join('.'),
        message: field(message),
      }))
      return Response.json({ message: failed, errors }, { status: 400 })
    }
    try {
      await req.payload.update({
        collection: 'users',
        id: req.user.id,
        data: { password: parsed.data.password },
        user: req.user,
        overrideAccess: false,
        req,
      })
    } catch (error) {
      const weak = passwordRefusal(error)
      if (!weak) throw error
      return Response.json({ message: weak.message, errors: [weak] }, { status: 400 })
    }
    return Response.json({ message: t('account.passwordChanged') })
  },
}
