'use client'

import { useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'

import { TwoFactorEnrolment } from '@/components/account/two-factor-enrolment.client'
import { ApiError, callApi } from '@/components/api/api-client'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'
import { zodResolver } from '@/components/forms/zod-resolver'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { type SecondFactorInput, secondFactorSchema } from '@/domain/auth/second-factor'
import type { Locale } from '@/domain/locales'
import { useTranslation } from '@/i18n/i18n-provider.client'

/** Under the sign-in card's own title: this step's. */
const StepHeader = ({ title, intro }: { title: string; intro: string }) => (
  <div className="mb-4 flex flex-col gap-1">
    <h2 className="text-lg font-semibold">{title}</h2>
    <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
  </div>
)

export type HeldSignIn = { step: 'verify' | 'enrol'; ticket: string }

/**
 * The sign-in's second step, after a right password: the app's code (or a recovery code), or for
 * staff without one yet the enrolment itself. The session opens nothing until `onDone`.
 */
export const SecondFactorStep = ({
  lang,
  held,
  onDone,
}: {
  lang: Locale
  held: HeldSignIn
  onDone: () => void
}) => {
  const { t } = useTranslation('account')
  const validationMessage = useValidationMessage()
  const [recovery, setRecovery] = useState(false)
  const field = recovery ? 'recoveryCode' : 'code'
  // The same schema as the server's: the app's code, or a recovery code.
  const form = useForm<SecondFactorInput>({
    resolver: zodResolver(secondFactorSchema),
    defaultValues: { ticket: held.ticket, code: '' },
  })
  const { errors, isSubmitting } = form.formState
  const error = (errors as Partial<Record<typeof field, FieldError>>)[field]

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi('users/second-factor/verify', { json: values, lang })
      onDone()
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t('twoFactor.error')
      form.setError(field, { type: SERVER_ERROR, message })
    }
  })

  const toggle = () => {
    form.reset(
      recovery ? { ticket: held.ticket, code: '' } : { ticket: held.ticket, recoveryCode: '' },
    )
    setRecovery(!recovery)
  }

  if (held.step === 'enrol') {
    return (
      <>
        <StepHeader title={t('signIn.enrolTitle')} intro={t('signIn.enrolIntro')} />
        <TwoFactorEnrolment lang={lang} ticket={held.ticket} onDone={onDone} />
      </>
    )
  }
  return (
    <>
      <StepHeader title={t('signIn.verifyTitle')} intro={t('signIn.verifyIntro')} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          key={field}
          label={recovery ? t('signIn.recoveryCode') : t('twoFactor.code')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          error={validationMessage(error)}
          {...form.register(field)}
        />
        <button
          type="button"
          onClick={toggle}
          className="self-end text-sm text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {recovery ? t('signIn.useCode') : t('signIn.useRecovery')}
        </button>
        <Button type="submit" disabled={isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
    </>
  )
}
