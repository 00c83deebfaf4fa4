'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { resetPasswordSchema, type ResetPasswordInput } from '@/domain/auth/schemas'
import type { Locale } from '@/domain/locales'
import { localizePath } from '@/domain/web/locale-path'
import { Button } from '@/components/ui/button'

import { useRedirectAfter } from './use-redirect-after'
import { NewPasswordFields } from '@/components/forms/new-password-fields.client'
import { usePasswordStrength } from '@/components/forms/use-password-strength'
import { SERVER_ERROR } from '@/components/forms/use-validation-message'

type Step = 'verifying' | 'invalid' | 'ready' | 'done'

/** Redirects to /login 1.5 s after a reset, 2 s after an unusable link. */
const AFTER_SUCCESS_MS = 1500
const AFTER_INVALID_MS = 2000

export const ResetPasswordForm = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('auth')
  const strength = usePasswordStrength(lang)
  const token = useSearchParams().get('token') ?? ''
  const [step, setStep] = useState<Step>('verifying')
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { isSubmitting } = form.formState
  const login = localizePath('/login', lang)
  useRedirectAfter(step === 'done', login, AFTER_SUCCESS_MS)
  useRedirectAfter(step === 'invalid', login, AFTER_INVALID_MS)

  useEffect(() => {
    let current = true
    callApi<{ valid?: boolean }>('users/reset-token', { json: { token }, lang })
      .then(({ valid }) => current && setStep(valid === true ? 'ready' : 'invalid'))
      .catch(() => current && setStep('invalid'))
    return () => {
      current = false
    }
  }, [token, lang])

  const submit = form.handleSubmit(async ({ password }) => {
    const weak = await strength.check(password)
    if (weak) return form.setError('password', { type: SERVER_ERROR, message: weak })
    try {
      await callApi('users/reset-password', { json: { token, password }, lang })
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return setStep('invalid')
      return void toast.error(t('reset.error'))
    }
    // Payload signs the account in on reset; the page sends it to sign in with the new
    // password, so that fresh session is ended here (the reset already ended all others). The
    // password is reset whatever this answers.
    await callApi('users/logout', { json: {}, lang }).catch(() => undefined)
    toast.success(t('reset.success'))
    setStep('done')
  })

  if (step === 'verifying') {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {t('reset.verifying')}
      </p>
    )
  }
  if (step === 'invalid' || step === 'done') {
    return (
      <div role={step === 'invalid' ? 'alert' : 'status'} className="flex flex-col gap-2">
        <p className="font-semibold">
          {step === 'invalid' ? t('reset.invalid') : t('reset.success')}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('reset.redirecting')}</p>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <NewPasswordFields
        form={form}
        passwordLabel={t('fields.newPassword')}
        confirmLabel={t('fields.confirmPassword')}
        onPasswordFocus={strength.preload}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  )
}
