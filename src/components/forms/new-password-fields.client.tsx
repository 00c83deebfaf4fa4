'use client'

import type { Path, UseFormReturn } from 'react-hook-form'

import { Field } from '@/components/ui/field'

import { useValidationMessage } from './use-validation-message'

type PasswordPair = { password: string; confirmPassword: string }

/**
 * A new password and its confirmation, as sign-up, the reset link and the account page ask for
 * them; `onPasswordFocus` fetches the strength estimator before the first check needs it.
 */
export const NewPasswordFields = <Values extends PasswordPair>({
  form,
  passwordLabel,
  confirmLabel,
  onPasswordFocus,
}: {
  form: UseFormReturn<Values>
  passwordLabel: string
  confirmLabel: string
  onPasswordFocus: () => void
}) => {
  const validationMessage = useValidationMessage()
  // Every form of Values has these two fields; TypeScript cannot see it through the generic.
  const password = 'password' as Path<Values>
  const confirmPassword = 'confirmPassword' as Path<Values>
  return (
    <>
      <Field
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        error={validationMessage(form.getFieldState(password, form.formState).error)}
        onFocus={onPasswordFocus}
        {...form.register(password)}
      />
      <Field
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={validationMessage(form.getFieldState(confirmPassword, form.formState).error)}
        {...form.register(confirmPassword)}
      />
    </>
  )
}
