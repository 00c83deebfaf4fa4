'use client'

import { useForm, useWatch } from 'react-hook-form'

import type { ProjectSubmission } from '@payload-types'
import { useValidationMessage } from '@/components/forms/use-validation-message'
import { zodResolver } from '@/components/forms/zod-resolver'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal.client'
import {
  REJECTION_REASON_MAX,
  rejectionSchema,
  type RejectionInput,
} from '@/domain/submissions/rejection'
import { useTranslation } from '@/i18n/i18n-provider.client'

/**
 * Asks before rejecting a brief, with an optional reason that is mailed to its sender (in the
 * brief's language). The form stays busy until the server has answered, so a double click
 * rejects once; a refusal leaves the dialog open with the reason as typed. Keyed by the
 * submission where it is used, so each one starts with an empty reason.
 */
export const RejectDialog = ({
  submission,
  onCancel,
  onConfirm,
}: {
  submission: ProjectSubmission | null
  onCancel: () => void
  onConfirm: (reason: string) => Promise<unknown>
}) => {
  const { t } = useTranslation('backoffice')
  const validationMessage = useValidationMessage()
  const form = useForm<RejectionInput>({
    resolver: zodResolver(rejectionSchema),
    defaultValues: { reason: '' },
  })
  const { errors, isSubmitting } = form.formState
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? ''
  const name = submission ? `${submission.firstName} ${submission.lastName}` : ''
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason ?? ''))
  return (
    <Modal open={submission !== null} onClose={onCancel} title={t('submissions.reject.title')}>
      {submission ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-slate-700 dark:text-slate-300">
            {t('submissions.reject.body', { name, company: submission.companyName })}
          </p>
          <TextareaField
            label={t('submissions.reject.reason')}
            hint={t('submissions.reject.count', {
              length: reason.length,
              max: REJECTION_REASON_MAX,
            })}
            className="min-h-28"
            error={validationMessage(errors.reason?.message)}
            {...form.register('reason')}
          />
          <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('submissions.reject.mailNote', {
              email: submission.email,
              language: t(`locale.${submission.language}`, { ns: 'labels' }),
            })}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {t(
                reason.trim() ? 'submissions.reject.confirmAndMail' : 'submissions.reject.confirm',
              )}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  )
}
