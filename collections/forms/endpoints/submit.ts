import type { Endpoint } from 'payload'

import { formSchema } from '@/domain/forms/form-fields'
import { SUPPORT_FORM_SLUG } from '@/domain/forms/form-settings'
import { contactSchema } from '@/domain/site/contact-form'
import { refuseInvalidForm } from '@/server/platform/http/form-refusal'
import { findPublicForm, storeFormAnswers } from '@/server/content'
import { apiT } from '@/server/platform/i18n/request-language'
import { enforceRateLimit } from '@/server/platform/security/rate-limit'

/**
 * POST /api/forms/:slug/submit: a visitor's answers, checked again on the server with the form's
 * rules (the support form keeps the spec's contact rules and messages; a form an editor built
 * gets those of its fields), then stored and notified. Limited per address like the contact form
 * always was, across every form.
 */
export const submitForm: Endpoint = {
  path: '/:slug/submit',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'contact')
    const slug = String(req.routeParams?.slug ?? '')
    const form = await findPublicForm(req.payload, slug)
    if (!form) return Response.json({ message: apiT(req)('formNotFound') }, { status: 404 })
    const schema = slug === SUPPORT_FORM_SLUG ? contactSchema : formSchema(form.fields)
    const parsed = schema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return refuseInvalidForm(req, parsed.error.issues)
    await storeFormAnswers(req.payload, form, parsed.data)
    return Response.json({ sent: true }, { status: 201 })
  },
}
