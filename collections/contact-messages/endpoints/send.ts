import type { Endpoint } from 'payload'

import { contactSchema } from '@/domain/site/contact-form'
import { env } from '@/server/config/env'
import { contactMessageEmail } from '@/server/email/templates/contact-message'
import { enforceRateLimit } from '@/server/security/rate-limit'

/**
 * POST /api/contact-messages/send: the /support form. Parsed again with the form's schema,
 * stored, then e-mailed to the studio. The message is kept even when the mail fails; the failure
 * is recorded on it, visible in the CMS list.
 */
export const sendContactMessage: Endpoint = {
  path: '/send',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'contact')
    const parsed = contactSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) {
      const errors = parsed.error.issues.map(({ path, message }) => ({
        field: path.join('.'),
        message,
      }))
      return Response.json(
        { message: errors[0]?.message ?? 'Requête invalide', errors },
        { status: 400 },
      )
    }
    // System write: visitors cannot create rows through the collection, only through this use case.
    const stored = await req.payload.create({
      collection: 'contact-messages',
      data: { ...parsed.data, emailStatus: 'pending' },
      overrideAccess: true,
    })
    const mail = contactMessageEmail(parsed.data)
    let emailStatus: 'sent' | 'failed' = 'sent'
    try {
      await req.payload.sendEmail({ to: env.contactEmail, replyTo: parsed.data.email, ...mail })
    } catch (error) {
      emailStatus = 'failed'
      req.payload.logger.error({ msg: 'contact message e-mail failed', err: error, id: stored.id })
    }
    await req.payload.update({
      collection: 'contact-messages',
      id: stored.id,
      data: { emailStatus },
      overrideAccess: true,
    })
    return Response.json({ sent: true }, { status: 201 })
  },
}
