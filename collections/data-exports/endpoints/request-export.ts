import type { Endpoint } from 'payload'
import * as z from 'zod/mini'

import { isAdmin } from '@/access/roles'
import { Refusal } from '@/server/platform/http/refusal'
import { apiT, backOfficeT } from '@/server/platform/i18n/request-language'
import { requestExport } from '@/server/privacy'

const exportSchema = z.object({ subject: z.optional(z.int().check(z.positive())) })

/**
 * POST /api/data-exports/request (JSON: subject, an admin's choice of client): the signed-in
 * client asks for its own data, an admin for a client's. Answers the export (new, or the one
 * asked for in the last 10 minutes); a refusal in the client's language, or the back office's
 * French for an admin.
 */
export const requestExportEndpoint: Endpoint = {
  path: '/request',
  method: 'post',
  handler: async (req) => {
    const t = apiT(req)
    if (!req.user) return Response.json({ message: t('signedOut') }, { status: 401 })
    const parsed = exportSchema.safeParse(await req.json?.().catch(() => ({})))
    if (!parsed.success) return Response.json({ message: t('invalidRequest') }, { status: 400 })
    const own = Number(req.user.id)
    const subject = parsed.data.subject ?? own
    if (!isAdmin(req.user) && subject !== own) {
      return Response.json({ message: t('privacy.exportRefused') }, { status: 403 })
    }
    try {
      return Response.json({
        ok: true,
        export: await requestExport(req.payload, req.user, subject),
      })
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      return error.answer(isAdmin(req.user) ? backOfficeT() : t)
    }
  },
}
