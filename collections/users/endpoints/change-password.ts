import type { Endpoint } from 'payload'

import { passwordChangeSchema } from '@/domain/auth/schemas'
import { confirmOwnPassword } from '@/server/accounts'
import { apiT } from '@/server/platform/i18n/request-language'

import { CURRENT_PASSWORD_CHECKED } from '../hooks/require-current-password'
import { passwordRefusal } from './password-refusal'
import { readBody } from '../../_shared/read-body'

/**
 * POST /api/users/change-password (JSON: currentPassword, password, confirmPassword): the
 * signed-in account changes its own password from the account page. Parsed again with the form's
 * schema; the current password checked as a sign-in is (wrong tries lock the account); the new
 * one written with the account's own access, which ends every other session of the account:
 * whoever knew the old password is signed out, this browser stays signed in.
 */
export const changePassword: Endpoint = {
  path: '/change-password',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    const user = req.user
    if (!user) return Response.json({ message: t('account.passwordChangeFailed') }, { status: 401 })
    const body = await readBody(req, passwordChangeSchema)
    if ('refusal' in body) return body.refusal
    const checked = await confirmOwnPassword(req, user, body.data.currentPassword)
    if (!checked.ok) {
      const errors = [{ field: 'currentPassword', message: checked.message }]
      return Response.json({ message: checked.message, errors }, { status: checked.status })
    }
    try {
      // Payload's update of a password keeps only the session of the request that makes it.
      await req.payload.update({
        collection: 'users',
        id: user.id,
        data: { password: body.data.password },
        user,
        overrideAccess: false,
        context: { [CURRENT_PASSWORD_CHECKED]: true },
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
