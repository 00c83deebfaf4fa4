import { APIError, type Endpoint } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { signupSchema } from '@/domain/auth/schemas'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locales'
import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { queueNewsletterConfirmation } from '@/server/newsletter'
import { enforceRateLimit } from '@/server/platform/security/rate-limit'
import { apiT, validationT } from '@/server/platform/i18n/request-language'

import { SIGNUP_CONTEXT } from '../hooks/guard-role'
import { passwordRefusal } from './password-refusal'

/**
 * POST /api/users/signup: a visitor creates its client account from /auth/signup and is
 * signed in. The body is parsed again with the form's schema; the role is never taken from it.
 */
export const signup: Endpoint = {
  path: '/signup',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'signup')
    const t = apiT(req)
    const body: unknown = await req.json?.().catch(() => null)
    const parsed = signupSchema.safeParse(body)
    if (!parsed.success) {
      const field = validationT(req)
      const errors = parsed.error.issues.map(({ path, message }) => ({
        field: path.join('.'),
        message: field(message),
      }))
      return Response.json({ message: t('account.signUpFailed'), errors }, { status: 400 })
    }
    const { email, password, firstName, lastName, newsletter } = parsed.data
    const requested = (body as { language?: unknown }).language
    const language = isLocale(requested) ? requested : DEFAULT_LOCALE
    let confirmationJob: number | string | null = null
    try {
      // The account and, when the box is ticked, the newsletter's confirmation mail: one
      // transaction, the mail sent after it. Ticking the box is not consent yet, its confirmation is.
      confirmationJob = await inTransaction(
        req.payload,
        null,
        async (tx) => {
          // System write: only admins create accounts through the collection; this use case
          // creates exactly one client account for the visitor (guardRole keeps it a client).
          await req.payload.create({
            collection: 'users',
            data: {
              email,
              password,
              firstName,
              lastName,
              contactEmail: email,
              newsletterConsent: newsletter,
              language,
              role: 'client',
            },
            overrideAccess: true,
            context: { [SIGNUP_CONTEXT]: true },
            req: tx,
          })
          return newsletter ? queueNewsletterConfirmation(tx, email, language) : null
        },
        req.i18n,
      )
    } catch (error) {
      // A weak password is refused before the address is even looked at: saying so tells nothing.
      const weak = passwordRefusal(error)
      if (weak) {
        return Response.json({ message: weak.message, errors: [weak] }, { status: 400 })
      }
      // Most often the address already has an account; the answer does not say so.
      req.payload.logger.info({ msg: 'signup refused', err: error })
      return Response.json({ message: t('account.signUpFailed') }, { status: 400 })
    }
    if (confirmationJob !== null) startJobsNow(req.payload, [confirmationJob])
    const { token, user } = await req.payload.login({
      collection: 'users',
      data: { email, password },
      req,
    })
    if (!token || !user) throw new APIError(t('account.signUpFailed'), 500)
    const usersConfig = req.payload.collections.users.config
    const cookie = generatePayloadCookie({
      collectionAuthConfig: usersConfig.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token,
    })
    return Response.json(
      {
        message: t('account.created'),
        user: { id: user.id, email: user.email, role: user.role },
      },
      { status: 201, headers: { 'Set-Cookie': cookie } },
    )
  },
}
