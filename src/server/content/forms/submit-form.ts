import type { Payload } from 'payload'

import { type FormAnswers, submissionRows } from '@/domain/forms/form-fields'
import type { Locale } from '@/domain/locales'

import { inTransaction } from '@/server/platform/db/transaction'
import { startJobsNow } from '@/server/platform/jobs/runner'
import { QUEUED_JOBS } from './notification-emails'
import type { PublicForm } from './form-row'

/**
 * A visitor's answers to a form, already checked against its rules: stored as the plugin's
 * submission with its notification e-mails queued in the same transaction (see
 * notification-emails.ts), sent once it committed. System write: visitors cannot create rows
 * through the collection, only through this use case.
 */
export const storeFormAnswers = async (
  payload: Payload,
  form: PublicForm,
  { language, ...answers }: FormAnswers & { language: Locale },
) => {
  const emailField = form.fields.find((field) => field.blockType === 'email')
  const sender = emailField ? String(answers[emailField.name] ?? '') : ''
  const jobIds = await inTransaction(payload, null, async (req) => {
    await payload.create({
      collection: 'form-submissions',
      // The plugin renders the e-mails in this locale: the studio reads them in French.
      locale: 'fr',
      data: {
        form: form.id,
        submissionData: submissionRows(form.fields, answers),
        email: sender || null,
        language,
        emailStatus: 'pending',
      },
      overrideAccess: true,
      req,
    })
    return (req.context[QUEUED_JOBS] as (number | string)[] | undefined) ?? []
  })
  startJobsNow(payload, jobIds)
}
