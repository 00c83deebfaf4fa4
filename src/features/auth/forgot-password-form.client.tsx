'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useForm } from 'react-hook-form'

import { ApiError, callApi } from '@/components/api/api-client'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { type ForgotPasswordInput, forgotPasswordSchema } from '@/domain/auth/schemas'
import type { Locale } from '@/domain/locales'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'

import { useValidationMessage } from '@/components/forms/use-validation-message'

/**
 * The login page's forgot-password mode. The answer is the same whether or not the address has
 * an account; only a refusal (rate limit, server error) reads differently.
 */
export const ForgotPasswordForm = ({ lang, onBack }: { lang: Locale; onBack: () => void }) => {
  const { t } = useTranslation('auth')
  const validationMessage = useValidationMessage()
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi('users/forgot-password', { json: values, lang, fallback: '' })
      toast.success(t('forgot.sent'))
      onBack()
    } catch (error) {
      const description = error instanceof ApiError ? error.message || undefined : undefined
      toast.error(t('forgot.error'), { description })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={validationMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </form>
  )
}
