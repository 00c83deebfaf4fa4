'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { zodResolver } from '@/components/forms/zod-resolver'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { formatDay } from '@/domain/dates/format'
import { enrolmentSchema, type EnrolmentInput } from '@/domain/auth/second-factor'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

import { TwoFactorEnrolment } from './two-factor-enrolment.client'

/**
 * The account page's second factor: its state, turning it on, and (where the role allows it, i.e.
 * clients) turning it off with a current code.
 */
export const TwoFactorPanel = ({
  lang,
  enabledAt,
  required,
}: {
  lang: Locale
  /** When it was turned on; null while off. */
  enabledAt: string | null
  required: boolean
}) => {
  const { t } = useTranslation('account')
  const validationMessage = useValidationMessage()
  const router = useRouter()
  const form = useForm<EnrolmentInput>({
    resolver: zodResolver(enrolmentSchema),
    defaultValues: { code: '' },
  })
  const { errors, isSubmitting } = form.formState

  const disable = form.handleSubmit(async ({ code }) => {
    try {
      await callApi('users/second-factor/disable', { json: { code }, lang })
      toast.success(t('twoFactor.disabled'))
      form.reset()
      router.refresh()
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('twoFactor.error')
      form.setError('code', { type: SERVER_ERROR, message })
    }
  })

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('twoFactor.intro')} {required ? t('twoFactor.requiredNote') : null}
      </p>
      <p className="font-medium">
        {enabledAt ? (
          <time dateTime={enabledAt}>
            {t('twoFactor.enabledOn', { date: formatDay(enabledAt, lang) })}
          </time>
        ) : (
          t('twoFactor.off')
        )}
      </p>
      {enabledAt ? null : <TwoFactorEnrolment lang={lang} onDone={() => router.refresh()} />}
      {enabledAt && !required ? (
        <form onSubmit={disable} noValidate className="flex flex-wrap items-end gap-3">
          <Field
            label={t('twoFactor.code')}
            hint={t('twoFactor.disableHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={validationMessage(errors.code)}
            {...form.register('code')}
          />
          <Button type="submit" variant="outline" disabled={isSubmitting}>
            {t('twoFactor.disable')}
          </Button>
        </form>
      ) : null}
    </div>
  )
}
