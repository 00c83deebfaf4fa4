'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { passwordChangeSchema, type ResetPasswordInput } from '@/domain/auth/schemas'
import type { Locale } from '@/domain/locales'
import { ApiError, callApi } from '@/components/api/api-client'
import { NewPasswordFields } from '@/components/forms/new-password-fields.client'
import { usePasswordStrength } from '@/components/forms/use-password-strength'
import { SERVER_ERROR } from '@/components/forms/use-validation-message'

/** The account page's password change: required, min 6, the confirmation must match. */
export const PasswordForm = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('portal')
  const strength = usePasswordStrength(lang)
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const weak = await strength.check(values.password)
    if (weak) return form.setError('password', { type: SERVER_ERROR, message: weak })
    try {
      await callApi('users/change-password', { json: values, lang })
      toast.success(t('account.success'))
      form.reset()
    } catch (error) {
      // The server also refuses a password built from the account's own names, which the page
      // does not know: its message goes under the field.
      const refusal = error instanceof ApiError ? error.fieldErrors[0] : undefined
      if (refusal?.field === 'password') {
        return form.setError('password', { type: SERVER_ERROR, message: refusal.message })
      }
      toast.error(t('account.error'))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <NewPasswordFields
        form={form}
        passwordLabel={t('account.newPassword')}
        confirmLabel={t('account.confirmPassword')}
        onPasswordFocus={strength.preload}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t('account.submitting') : t('account.submit')}
      </Button>
    </form>
  )
}
