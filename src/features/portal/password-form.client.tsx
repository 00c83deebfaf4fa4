'use client'

import { zodResolver } from '@/components/forms/zod-resolver'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/i18n-provider.client'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { passwordChangeSchema, type PasswordChangeInput } from '@/domain/auth/schemas'
import type { Locale } from '@/domain/locales'
import { ApiError, callApi } from '@/components/api/api-client'
import { NewPasswordFields } from '@/components/forms/new-password-fields.client'
import { usePasswordStrength } from '@/components/forms/use-password-strength'
import { SERVER_ERROR, useValidationMessage } from '@/components/forms/use-validation-message'

/** The fields whose refusal by the server goes under the field rather than in a toast. */
const FIELD_REFUSALS = ['currentPassword', 'password'] as const

/**
 * The account page's password change: the current password, then the new one (min 6) and its
 * confirmation. The server ends the account's other sessions.
 */
export const PasswordForm = ({ lang }: { lang: Locale }) => {
  const { t } = useTranslation('portal')
  const validationMessage = useValidationMessage()
  const strength = usePasswordStrength(lang)
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
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
      // A wrong current password, or a new one built from the account's own names (which the
      // page does not know): the server's message goes under its field.
      const refusal = error instanceof ApiError ? error.fieldErrors[0] : undefined
      const field = FIELD_REFUSALS.find((name) => name === refusal?.field)
      if (field && refusal) {
        return form.setError(field, { type: SERVER_ERROR, message: refusal.message })
      }
      toast.error(error instanceof ApiError ? error.message : t('account.error'))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={validationMessage(form.formState.errors.currentPassword)}
        {...form.register('currentPassword')}
      />
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
