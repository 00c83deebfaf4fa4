import type { Endpoint } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import * as z from 'zod/mini'

import { isClient } from '@/access/roles'
import { reauthenticationSchema } from '@/domain/auth/second-factor'
import { reauthenticate } from '@/server/accounts'
import { Refusal } from '@/server/platform/http/refusal'
import { apiT } from '@/server/platform/i18n/request-language'
import { erasePerson } from '@/server/privacy'

import { adminAction } from '../../_shared/admin-action'
import { answer, readBody } from '../../_shared/read-body'

/**
 * POST /api/users/erase-me (JSON: password, and code or recoveryCode with a second factor): a
 * client erases its own data (nFADP art. 32) once it has proven again that it owns the account.
 * The answer signs it out: the account it was signed in to is closed.
 */
export const eraseMe: Endpoint = {
  path: '/erase-me',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    if (!isClient(req.user)) {
      return Response.json({ message: t('privacy.staffAccount') }, { status: 403 })
    }
    const body = await readBody(req, reauthenticationSchema)
    if ('refusal' in body) return body.refusal
    const confirmed = await reauthenticate(req, req.user, body.data)
    if (!confirmed.ok) return answer(confirmed)
    try {
      await erasePerson(req.payload, req.user, Number(req.user.id))
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      return error.answer(t)
    }
    const cookie = generateExpiredPayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
    })
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': cookie } })
  },
}

const confirmationSchema = z.object({ confirmEmail: z.string().check(z.maxLength(254)) })

/**
 * POST /api/users/:id/erase (JSON: confirmEmail): an admin erases a client's data (a request
 * received by mail), confirmed by typing the client's address.
 */
export const eraseClient: Endpoint = {
  path: '/:id/erase',
  method: 'post',
  handler: adminAction(
    async (payload, admin, id, req) => {
      const parsed = confirmationSchema.safeParse(await req.json?.().catch(() => null))
      const account = await payload.db.findOne<{ id: number; email: string }>({
        collection: 'users',
        where: { id: { equals: id } },
        req,
      })
      if (!account) throw new Refusal(404, 'account.notFound')
      const typed = parsed.success ? parsed.data.confirmEmail.trim().toLowerCase() : ''
      if (typed !== String(account.email).toLowerCase()) {
        throw new Refusal(400, 'privacy.confirmEmail')
      }
      await erasePerson(payload, admin, id)
    },
    { failure: 'privacy.eraseFailed', notFound: 'account.notFound' },
  ),
}
